SELECT itinera_enable_tenant_rls('password_resets');
--> statement-breakpoint
SELECT itinera_enable_tenant_rls('mail_outbox');
--> statement-breakpoint
SELECT itinera_enable_tenant_rls('tracking_events');
--> statement-breakpoint
SELECT itinera_enable_tenant_rls('contact_messages');
