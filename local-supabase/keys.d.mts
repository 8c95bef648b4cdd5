// Types for keys.mjs (the fixed local key contract).
export declare const LOCAL_SUPABASE_PORT: number;
export declare const LOCAL_SUPABASE_URL: string;
export declare const LOCAL_JWT_SECRET: string;
export declare function signApiKey(role: string): string;
export declare const LOCAL_ANON_KEY: string;
export declare const LOCAL_SERVICE_ROLE_KEY: string;
export declare const LOCAL_ADMIN_EMAIL: string;
export declare const LOCAL_ADMIN_PASSWORD: string;
export declare const LOCAL_OUTBOX_WEBHOOK_SECRET: string;
