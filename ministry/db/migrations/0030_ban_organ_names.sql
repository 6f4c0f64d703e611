ALTER TABLE "registry"."real_estate_bans" ADD COLUMN "organ_uz" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "registry"."real_estate_bans" ADD COLUMN "organ_ru" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "registry"."vehicle_bans" ADD COLUMN "organ_uz" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "registry"."vehicle_bans" ADD COLUMN "organ_ru" text DEFAULT '' NOT NULL;