/**
 * The TypeScript shape of example-schema.sql, written the way `supabase gen types typescript` writes it, so
 * the reference's examples type-check against a typed client.
 */
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // The PostgREST version the client may rely on (as the type generator writes it): 13 allows `maxAffected`.
  __InternalSupabase: { PostgrestVersion: '13' };
  public: {
    Tables: {
      countries: {
        Row: { id: number; name: string; code: string; continent: string; languages: string[] };
        Insert: { id: number; name: string; code: string; continent: string; languages?: string[] };
        Update: { id?: number; name?: string; code?: string; continent?: string; languages?: string[] };
        Relationships: [];
      };
      cities: {
        Row: { id: number; name: string; country_id: number; population: number; nickname: string | null };
        Insert: {
          id: number;
          name: string;
          country_id: number;
          population: number;
          nickname?: string | null;
        };
        Update: {
          id?: number;
          name?: string;
          country_id?: number;
          population?: number;
          nickname?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'cities_country_id_fkey';
            columns: ['country_id'];
            isOneToOne: false;
            referencedRelation: 'countries';
            referencedColumns: ['id'];
          },
        ];
      };
      notes: {
        Row: { id: number; title: string; body: string; tags: string[]; fts: unknown };
        Insert: { id: number; title: string; body?: string; tags?: string[] };
        Update: { id?: number; title?: string; body?: string; tags?: string[] };
        Relationships: [];
      };
      bookings: {
        Row: { id: number; room: string; during: string };
        Insert: { id: number; room: string; during: string };
        Update: { id?: number; room?: string; during?: string };
        Relationships: [];
      };
    };
    Views: { [_ in never]: never };
    Functions: {
      cities_in: { Args: { country_code: string }; Returns: number };
    };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};
