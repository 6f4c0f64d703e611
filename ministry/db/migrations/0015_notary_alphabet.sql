DROP INDEX "notary"."notaries_name_latin_idx";--> statement-breakpoint
DROP INDEX "notary"."notaries_name_cyrillic_idx";--> statement-breakpoint
ALTER TABLE "notary"."notaries" ADD COLUMN "alphabet_oz" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notary"."notaries" ADD COLUMN "alphabet_uz" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notary"."notaries" ADD COLUMN "alphabet_ru" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "notaries_alphabet_oz_idx" ON "notary"."notaries" USING btree ("alphabet_oz" collate "C","id");--> statement-breakpoint
CREATE INDEX "notaries_alphabet_uz_idx" ON "notary"."notaries" USING btree ("alphabet_uz" collate "C","id");--> statement-breakpoint
CREATE INDEX "notaries_alphabet_ru_idx" ON "notary"."notaries" USING btree ("alphabet_ru" collate "C","id");