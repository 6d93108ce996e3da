CREATE TABLE "cube_suggestions" (
	"cube_id" text PRIMARY KEY NOT NULL,
	"cube_version" integer NOT NULL,
	"public_cubes" integer NOT NULL,
	"body" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cube_suggestions" ADD CONSTRAINT "cube_suggestions_cube_id_cubes_id_fk" FOREIGN KEY ("cube_id") REFERENCES "public"."cubes"("id") ON DELETE cascade ON UPDATE no action;