-- Reference data is shared by every tenant: readable by the app role, written only by the owner.
GRANT SELECT ON currencies, languages, locations, service_types, room_types TO itinera_app;
--> statement-breakpoint
SELECT itinera_enable_tenant_rls('exchange_rates');
--> statement-breakpoint
SELECT itinera_enable_tenant_rls('service_categories');
--> statement-breakpoint
SELECT itinera_enable_tenant_rls('tags');
--> statement-breakpoint
SELECT itinera_enable_tenant_rls('sales_manuals');
--> statement-breakpoint
SELECT itinera_enable_tenant_rls('suppliers');
--> statement-breakpoint
SELECT itinera_enable_tenant_rls('services');
--> statement-breakpoint
SELECT itinera_enable_tenant_rls('service_suppliers');
--> statement-breakpoint
SELECT itinera_enable_tenant_rls('rate_lines');
--> statement-breakpoint
SELECT itinera_enable_tenant_rls('client_contracts');
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO itinera_app;
