import { CV_UPLOAD_MIN_BYTES_PER_S } from '../../../shared/cv-upload-limits';
import { SUBMIT_TIMEOUT_MS } from '../../hooks/use-lead-submission';

/**
 * An upload gets the time of any lead plus its CV's at the slowest rate we wait for: a large CV
 * on a weak signal is not cut, and a small one on a dead connection is not waited on for minutes.
 */
export function uploadTimeoutMs(payload: FormData): number {
  const file = payload.get('cv');
  const bytes = file instanceof Blob ? file.size : 0;
  return SUBMIT_TIMEOUT_MS + Math.ceil((bytes / CV_UPLOAD_MIN_BYTES_PER_S) * 1000);
}
