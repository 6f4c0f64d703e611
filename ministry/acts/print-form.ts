import { and, eq } from 'drizzle-orm';
import { actTypes, files, parties, vehicleSubjects } from '../db/schema';
import { type Language, translate } from '../i18n';
import type { ActRow, Tx } from './lifecycle';
import { displayDate } from './time';

// The act's print form: a plain-text rendering of its data in the act's language, kept as a file of
// acts.files so the gateway's /files/* serves it like any other download. Written when the act is
// created and again when it is registered (then it carries the registry number).

async function render(tx: Tx, act: ActRow): Promise<string> {
  const language = act.language as Language;
  const t = (key: string) => translate(language, `acts.files.${key}`);
  const [type] = await tx.select().from(actTypes).where(eq(actTypes.id, act.typeId));
  const partyRows = await tx.select().from(parties).where(eq(parties.actId, act.id)).orderBy(parties.id);
  const subjects = await tx.select().from(vehicleSubjects).where(eq(vehicleSubjects.actId, act.id));
  const typeName = type
    ? language === 'ru'
      ? type.nameRu
      : language === 'uz'
        ? type.nameUz
        : type.nameOz
    : '';
  return [
    t('print_title'),
    `${t('act')}: ${act.uuid} (${act.id})`,
    `${t('type')}: ${typeName}`,
    `${t('regnum')}: ${act.regnum ?? '-'}${act.regdate ? `, ${displayDate(act.regdate)}` : ''}`,
    `${t('parties')}:`,
    ...partyRows.map((p) => `  ${p.role}: ${p.fio}`),
    `${t('vehicle')}:`,
    ...subjects.map(
      (v) =>
        `  ${v.stateNumber}, ${v.make} ${v.model}, ${v.year}, ${v.colour}, ${v.techPassportSeries} ${v.techPassportNumber}, ${(v.price / 100).toFixed(2)}`,
    ),
    '',
  ].join('\n');
}

export async function writePrintForm(tx: Tx, act: ActRow, at: string): Promise<string> {
  const bytes = Buffer.from(await render(tx, act), 'utf8');
  const [printForm] = await tx
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.actId, act.id), eq(files.kind, 'print_form')));
  if (printForm) {
    await tx.update(files).set({ bytes, createdAt: at }).where(eq(files.id, printForm.id));
    return printForm.id;
  }
  const [row] = await tx
    .insert(files)
    .values({
      actId: act.id,
      kind: 'print_form',
      name: `notarial-act-${act.id}.txt`,
      contentType: 'text/plain; charset=utf-8',
      bytes,
      createdAt: at,
    })
    .returning({ id: files.id });
  return row!.id;
}
