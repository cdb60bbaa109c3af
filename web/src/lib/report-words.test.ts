import { REPORT_REASON_LABELS, REPORT_REASONS } from '@inklore/contract/shared/members.rules';
import { describe, expect, it } from 'vitest';
import { REPORT_REASON_WORDS, reportReasonWord } from './report-words.ts';

describe("the reports' words", () => {
  it("say each reason in the contract's English", () => {
    expect(Object.keys(REPORT_REASON_WORDS).sort()).toEqual([...REPORT_REASONS].sort());
    for (const reason of REPORT_REASONS) {
      expect(REPORT_REASON_WORDS[reason].message).toBe(REPORT_REASON_LABELS[reason]);
      expect(reportReasonWord(reason)).toBe(REPORT_REASON_LABELS[reason]);
    }
  });
});
