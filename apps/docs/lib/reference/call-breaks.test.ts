import { describe, expect, it } from 'vitest';
import { callSegments } from './call-breaks';

describe('where a call path may wrap', () => {
  it('breaks after each dot and after a parenthesis that opens an argument', () => {
    expect(callSegments("supabase.from('table').select()")).toEqual([
      'supabase.',
      'from(',
      "'table').",
      'select()',
    ]);
    expect(callSegments('supabase.auth.admin.mfa.deleteFactor()')).toEqual([
      'supabase.',
      'auth.',
      'admin.',
      'mfa.',
      'deleteFactor()',
    ]);
  });

  it('keeps a name, an empty call and a command with spaces whole', () => {
    expect(callSegments('createClient()')).toEqual(['createClient()']);
    expect(callSegments('supabase db push')).toEqual(['supabase db push']);
    expect(callSegments('')).toEqual(['']);
  });

  it('gives the text back when joined', () => {
    const text = "supabase.storage.from('bucket').createSignedUploadUrl() after a write";
    expect(callSegments(text).join('')).toBe(text);
  });
});
