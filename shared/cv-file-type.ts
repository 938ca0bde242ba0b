// Decides a CV's type from its bytes, never from the name or the declared MIME type alone:
// the name must agree with the content, so a renamed executable is refused. Works on
// Uint8Array so the browser bundle can import it too.

export type CvType = 'pdf' | 'doc' | 'docx';

export const CV_MIME_TYPES: Record<CvType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL_MAGIC = [0x50, 0x4b, 0x03, 0x04];

export function detectCvType(bytes: Uint8Array, filename: string): CvType | null {
  const extension = extensionOf(filename);
  if (extension === 'pdf' && startsWith(bytes, PDF_MAGIC)) return 'pdf';
  if (extension === 'doc' && startsWith(bytes, OLE2_MAGIC)) return 'doc';
  if (extension === 'docx' && startsWith(bytes, ZIP_LOCAL_MAGIC) && zipHasEntry(bytes, 'word/document.xml'))
    return 'docx';
  return null;
}

function extensionOf(filename: string): CvType | null {
  const match = /\.(pdf|docx?)$/i.exec(filename);
  return match?.[1] ? (match[1].toLowerCase() as CvType) : null;
}

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);
}

// ZIP layout (APPNOTE.TXT 4.3): the End Of Central Directory record sits at the end, after an
// optional comment of up to 65535 bytes, and points at the central directory, which lists
// every entry. Reading the directory, rather than searching for the name anywhere in the
// bytes, means a file merely containing the text "word/document.xml" is not taken for DOCX.
const EOCD_SIGNATURE = 0x06054b50;
const EOCD_SIZE = 22;
const CENTRAL_HEADER_SIGNATURE = 0x02014b50;
const CENTRAL_HEADER_SIZE = 46;
const MAX_COMMENT = 0xffff;

function zipHasEntry(bytes: Uint8Array, wanted: string): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEndOfCentralDirectory(view);
  if (eocd === null) return false;

  const entryCount = view.getUint16(eocd + 10, true);
  const directorySize = view.getUint32(eocd + 12, true);
  const directoryStart = view.getUint32(eocd + 16, true);
  const directoryEnd = directoryStart + directorySize;
  // ZIP64 markers (0xFFFF/0xFFFFFFFF) also fail this bound: a CV never needs ZIP64.
  if (directoryEnd > eocd) return false;

  const wantedBytes = new TextEncoder().encode(wanted);
  let offset = directoryStart;
  for (let index = 0; index < entryCount; index += 1) {
    if (offset + CENTRAL_HEADER_SIZE > directoryEnd) return false;
    if (view.getUint32(offset, true) !== CENTRAL_HEADER_SIGNATURE) return false;
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const nameStart = offset + CENTRAL_HEADER_SIZE;
    const next = nameStart + nameLength + extraLength + commentLength;
    if (next > directoryEnd) return false;
    if (bytesEqual(bytes.subarray(nameStart, nameStart + nameLength), wantedBytes)) return true;
    offset = next;
  }
  return false;
}

// Scans back from the end; the record only counts when its comment length reaches exactly
// to the end of the file, so a stray signature inside the comment is not mistaken for it.
function findEndOfCentralDirectory(view: DataView): number | null {
  const lowest = Math.max(0, view.byteLength - EOCD_SIZE - MAX_COMMENT);
  for (let offset = view.byteLength - EOCD_SIZE; offset >= lowest; offset -= 1) {
    if (view.getUint32(offset, true) !== EOCD_SIGNATURE) continue;
    const commentLength = view.getUint16(offset + 20, true);
    if (offset + EOCD_SIZE + commentLength === view.byteLength) return offset;
  }
  return null;
}

function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

const MAX_NAME_LENGTH = 100;

/**
 * A file name safe to forward or store: no directories, no control or exotic characters,
 * at most 100 characters, always ending in the extension of the detected type.
 */
export function safeUploadName(name: string, type: CvType): string {
  const suffix = `.${type}`;
  const base = name.split(/[\\/]/).pop() ?? '';
  let stem = base
    .replace(/[^A-Za-z0-9._ -]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\.{2,}/g, '.')
    .replace(/[\s.]+$/, '');
  if (stem.toLowerCase().endsWith(suffix)) stem = stem.slice(0, -suffix.length);
  // No hidden files, no names a shell could read as an option.
  stem = stem
    .replace(/^[\s.-]+/, '')
    .slice(0, MAX_NAME_LENGTH - suffix.length)
    .replace(/[\s.]+$/, '');
  return `${stem || 'resume'}${suffix}`;
}
