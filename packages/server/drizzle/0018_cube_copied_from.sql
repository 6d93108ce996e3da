ALTER TABLE "cubes" ADD COLUMN "copied_from" text;--> statement-breakpoint
ALTER TABLE "cubes" ADD CONSTRAINT "cubes_copied_from_cubes_id_fk" FOREIGN KEY ("copied_from") REFERENCES "public"."cubes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cubes_copied_from_idx" ON "cubes" USING btree ("copied_from") WHERE "cubes"."copied_from" is not null;