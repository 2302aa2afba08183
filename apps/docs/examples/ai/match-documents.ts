import type { SupabaseClient } from '@supabase/supabase-js';

export interface DocumentMatch {
  id: number;
  title: string;
  body: string;
  similarity: number;
}

export interface MatchOptions {
  /** How many documents at most (the function's default is 5). */
  count?: number;
  /** Leave out documents less similar than this, from -1 to 1 (the function's default keeps all). */
  minSimilarity?: number;
}

/**
 * The documents nearest in meaning to a question, best first. `questionEmbedding` comes from the same model
 * as the documents' embeddings. Throws the API's error so the caller can show it.
 */
export async function matchDocuments(
  supabase: SupabaseClient,
  questionEmbedding: number[],
  { count, minSimilarity }: MatchOptions = {},
): Promise<DocumentMatch[]> {
  const { data, error } = await supabase.rpc('match_documents', {
    query_embedding: questionEmbedding,
    ...(count === undefined ? {} : { match_count: count }),
    ...(minSimilarity === undefined ? {} : { min_similarity: minSimilarity }),
  });
  if (error) throw new Error(error.message);
  return data as DocumentMatch[];
}
