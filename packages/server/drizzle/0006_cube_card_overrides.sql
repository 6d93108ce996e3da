ALTER TABLE "cube_cards" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "cube_cards" ADD COLUMN "mana_value" double precision;--> statement-breakpoint
ALTER TABLE "cube_cards" ADD COLUMN "type_line" text;--> statement-breakpoint
ALTER TABLE "cube_cards" ADD COLUMN "rarity" text;