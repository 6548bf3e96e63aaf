CREATE TABLE "principal_versions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Raises the counter of the users whose principal a change touches (see platform/auth/tables.ts). Rows are
-- locked in user order, so two transactions raising the same users cannot deadlock on them.
CREATE FUNCTION "bump_principal_versions"("user_ids" uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "principal_versions" ("user_id", "version")
  SELECT "id", 1 FROM (SELECT DISTINCT unnest("user_ids") AS "id") AS "changed" WHERE "id" IS NOT NULL ORDER BY "id"
  ON CONFLICT ("user_id") DO UPDATE SET "version" = "principal_versions"."version" + 1
$$;
--> statement-breakpoint
-- TG_ARGV[0] says what the row's TG_ARGV[1] column holds: a user, a profile, or an organisation.
CREATE FUNCTION "principal_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "keys" text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    "keys" := ARRAY[to_jsonb(NEW) ->> TG_ARGV[1]];
  ELSIF TG_OP = 'DELETE' THEN
    "keys" := ARRAY[to_jsonb(OLD) ->> TG_ARGV[1]];
  ELSE
    "keys" := ARRAY[to_jsonb(NEW) ->> TG_ARGV[1], to_jsonb(OLD) ->> TG_ARGV[1]];
  END IF;
  IF TG_ARGV[0] = 'user' THEN
    PERFORM "bump_principal_versions"("keys"::uuid[]);
  ELSIF TG_ARGV[0] = 'profile' THEN
    PERFORM "bump_principal_versions"(ARRAY(SELECT "user_id" FROM "profiles" WHERE "id" = ANY("keys"::uuid[])));
  ELSE
    PERFORM "bump_principal_versions"(ARRAY(SELECT "user_id" FROM "profiles" WHERE "organisation_id" = ANY("keys"::uuid[])));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_principal_change" AFTER INSERT OR UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "principal_change"('user', 'id');
--> statement-breakpoint
CREATE TRIGGER "profiles_principal_change" AFTER INSERT OR UPDATE OR DELETE ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION "principal_change"('user', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "profile_business_units_principal_change" AFTER INSERT OR UPDATE OR DELETE ON "profile_business_units"
  FOR EACH ROW EXECUTE FUNCTION "principal_change"('profile', 'profile_id');
--> statement-breakpoint
CREATE TRIGGER "organisations_principal_change" AFTER INSERT OR UPDATE OR DELETE ON "organisations"
  FOR EACH ROW EXECUTE FUNCTION "principal_change"('organisation', 'id');
--> statement-breakpoint
CREATE TRIGGER "business_units_principal_change" AFTER INSERT OR UPDATE OR DELETE ON "business_units"
  FOR EACH ROW EXECUTE FUNCTION "principal_change"('organisation', 'organisation_id');
--> statement-breakpoint
CREATE TRIGGER "groups_principal_change" AFTER INSERT OR UPDATE OR DELETE ON "groups"
  FOR EACH ROW EXECUTE FUNCTION "principal_change"('organisation', 'organisation_id');
--> statement-breakpoint
-- Inventory changes are announced to every API instance (after commit), which drop the searches they keep for
-- that organisation; the payload is the organisation's key. PostgreSQL folds repeats within a transaction.
CREATE FUNCTION "inventory_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('data_changes', 'inventory:' || OLD."organisation_id");
  ELSE
    PERFORM pg_notify('data_changes', 'inventory:' || NEW."organisation_id");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "inventory_storages_change" AFTER INSERT OR UPDATE OR DELETE ON "inventory_storages"
  FOR EACH ROW EXECUTE FUNCTION "inventory_change"();
--> statement-breakpoint
CREATE TRIGGER "inventory_records_change" AFTER INSERT OR UPDATE OR DELETE ON "inventory_records"
  FOR EACH ROW EXECUTE FUNCTION "inventory_change"();
--> statement-breakpoint
CREATE TRIGGER "inventory_movements_change" AFTER INSERT OR UPDATE OR DELETE ON "inventory_movements"
  FOR EACH ROW EXECUTE FUNCTION "inventory_change"();
--> statement-breakpoint
CREATE TRIGGER "harvest_plans_change" AFTER INSERT OR UPDATE OR DELETE ON "harvest_plans"
  FOR EACH ROW EXECUTE FUNCTION "inventory_change"();
