import { Box, Button, HStack } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Keyboard from 'react-simple-keyboard';
import 'react-simple-keyboard/build/css/index.css';
import { citizenPassportNumberLength } from '../../machines/fields/passport-number.mask';
import { passportSeriesLength } from '../../machines/fields/passport-series.mask';
import { pinLength } from '../../machines/fields/pin.mask';
import { keyboardLettersMachine } from '../../machines/kiosk-keyboard/kiosk-keyboard.machine';
import {
  keyboardLettersIntents,
  selectKeyboardLetters,
} from '../../machines/kiosk-keyboard/kiosk-keyboard.select';

export type KeyboardField = 'passserial' | 'passnum' | 'pin';

/**
 * What a field is typed with: a passport series' letters (the login's own passport), a party's
 * document series (letters or the hyphens of a document without one), digits, or free text.
 */
export type KeyboardLayout = 'series' | 'documentSeries' | 'numeric' | 'text' | 'cadastre';

type Layout =
  | 'english'
  | 'russian'
  | 'englishSeries'
  | 'russianSeries'
  | 'numeric'
  | 'cadastre'
  | 'englishText'
  | 'russianText';

const layouts: Record<Layout, { default: string[] }> = {
  english: {
    default: ['Q W E R T Y U I O P', 'A S D F G H J K L', 'Z X C V B N M {bksp}'],
  },
  russian: {
    default: ['Й Ц У К Е Н Г Ш Щ З Х Ъ', 'Ф Ы В А П Р О Л Д Ж Э', 'Я Ч С М И Т Ь Б Ю {bksp}'],
  },
  // A party's document series: the letters, and a hyphen for `--`, a document without a series.
  englishSeries: {
    default: ['Q W E R T Y U I O P', 'A S D F G H J K L -', 'Z X C V B N M {bksp}'],
  },
  russianSeries: {
    default: ['Й Ц У К Е Н Г Ш Щ З Х Ъ', 'Ф Ы В А П Р О Л Д Ж Э -', 'Я Ч С М И Т Ь Б Ю {bksp}'],
  },
  numeric: { default: ['1 2 3', '4 5 6', '7 8 9', '{bksp} 0'] },
  // A cadastre number: digits with its separators (11:14:04:01:01:1630).
  cadastre: { default: ['1 2 3', '4 5 6', '7 8 9', ': 0 /', '{bksp}'] },
  // Uzbek Latin needs the ‘ of o‘ and g‘; records and names need digits, a hyphen, a dot, a space.
  englishText: {
    default: [
      '1 2 3 4 5 6 7 8 9 0 -',
      'Q W E R T Y U I O P ‘',
      'A S D F G H J K L . ,',
      'Z X C V B N M {bksp}',
      '{space}',
    ],
  },
  russianText: {
    default: [
      '1 2 3 4 5 6 7 8 9 0 -',
      'Й Ц У К Е Н Г Ш Щ З Х Ъ',
      'Ф Ы В А П Р О Л Д Ж Э .',
      'Я Ч С М И Т Ь Б Ю {bksp}',
      '{space}',
    ],
  },
};

// Keyboard maximum length per field: 2 and 7 (and 14 for the PIN); anything else 250 (section 2).
const loginMaxLength = {
  passserial: passportSeriesLength,
  passnum: citizenPassportNumberLength,
  pin: pinLength,
  default: 250,
};

const loginLayouts: Record<KeyboardField, KeyboardLayout> = {
  passserial: 'series',
  passnum: 'numeric',
  pin: 'numeric',
};

/**
 * The kiosk's on-screen keyboards (react-simple-keyboard): English and Russian letters with a
 * switch for the series and for free text, digits for numbers, PINs and dates. Buttons are real
 * <button>s so screen readers and tests find them by name. The login's fields need only their
 * name; any other field says its layout and maximum length.
 */
export function KioskKeyboard({
  field,
  value,
  onChange,
  onClose,
  layout: fieldLayout,
  maxLength,
}: {
  field: string;
  value: string;
  onChange: (value: string) => void;
  onClose: () => void;
  layout?: KeyboardLayout;
  maxLength?: number;
}) {
  const { t } = useTranslation('kiosk');
  const lettersActor = useActorRef(keyboardLettersMachine);
  const letters = useSelector(lettersActor, selectKeyboardLetters);
  const kind = fieldLayout ?? loginLayouts[field as KeyboardField] ?? 'text';
  const layout: Layout =
    kind === 'numeric' || kind === 'cadastre'
      ? kind
      : kind === 'series'
        ? letters
        : kind === 'documentSeries'
          ? `${letters}Series`
          : letters === 'english'
            ? 'englishText'
            : 'russianText';
  const keyboard = useRef<{ setInput: (input: string, inputName?: string) => void } | null>(null);

  // Typing on a physical keyboard (service staff) must not desynchronise the on-screen one.
  useEffect(() => {
    keyboard.current?.setInput(value, field);
  }, [value, field]);

  return (
    <Box
      role="group"
      aria-label={t('keyboard.label')}
      borderWidth="1px"
      borderRadius="l3"
      p="3"
      bg="bg.subtle"
      css={{
        '& .hg-button': { height: '64px', fontSize: '1.5rem' },
        '& .simple-keyboard': { background: 'transparent' },
      }}
    >
      <HStack justify="space-between" mb="2">
        {kind !== 'numeric' && kind !== 'cadastre' ? (
          <Button
            size="lg"
            variant="outline"
            onClick={keyboardLettersIntents(lettersActor.send).switchLetters}
          >
            {letters === 'english' ? t('keyboard.toRussian') : t('keyboard.toEnglish')}
          </Button>
        ) : (
          <span />
        )}
        <Button size="lg" variant="ghost" onClick={onClose}>
          {t('keyboard.close')}
        </Button>
      </HStack>
      <Keyboard
        keyboardRef={(instance) => {
          keyboard.current = instance;
        }}
        inputName={field}
        layout={layouts[layout]}
        layoutName="default"
        maxLength={maxLength ?? loginMaxLength}
        display={{ '{bksp}': '⌫', '{space}': t('keyboard.space') }}
        useButtonTag
        buttonAttributes={[
          { attribute: 'aria-label', value: t('keyboard.backspace'), buttons: '{bksp}' },
          { attribute: 'aria-label', value: t('keyboard.space'), buttons: '{space}' },
        ]}
        onChange={onChange}
        preventMouseDownDefault
        // A mask adds characters (the dots of a date): keys always type at the end.
        disableCaretPositioning
      />
    </Box>
  );
}
