import { describe, expect, it } from 'vitest';
import { CV_MIME_TYPES, detectCvType, safeUploadName } from '../../shared/cv-file-type';
import { makeDocx, makeOle2, makePdf, makeZip } from '../helpers/cv-fixtures';

const documentXml = { name: 'word/document.xml', data: Buffer.from('<w:document/>') };

describe('detectCvType', () => {
  it('recognises a PDF named .pdf', () => {
    expect(detectCvType(makePdf(), 'cv.pdf')).toBe('pdf');
  });

  it('recognises a DOCX named .docx', () => {
    expect(detectCvType(makeDocx(), 'cv.docx')).toBe('docx');
  });

  it('recognises an OLE2 document named .doc', () => {
    expect(detectCvType(makeOle2(), 'cv.doc')).toBe('doc');
  });

  it('ignores the case of the extension', () => {
    expect(detectCvType(makePdf(), 'CV.PDF')).toBe('pdf');
    expect(detectCvType(makeDocx(), 'Cv.DocX')).toBe('docx');
    expect(detectCvType(makeOle2(), 'CV.DOC')).toBe('doc');
  });

  it('works on a Uint8Array view into a larger buffer', () => {
    const docx = makeDocx();
    const padded = new Uint8Array(docx.length + 16);
    padded.set(docx, 8);
    expect(detectCvType(padded.subarray(8, 8 + docx.length), 'cv.docx')).toBe('docx');
  });

  it('finds the document behind a zip comment', () => {
    expect(detectCvType(makeZip([documentXml], 'written by a tool'), 'cv.docx')).toBe('docx');
  });

  it.each([
    [
      'a renamed executable',
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00This program cannot be run in DOS mode', 'latin1'),
      'cv.pdf',
    ],
    ['an empty file', Buffer.alloc(0), 'cv.pdf'],
    ['an empty .docx', Buffer.alloc(0), 'cv.docx'],
    ['a .docx that is not a zip', Buffer.from('word/document.xml is mentioned here'), 'cv.docx'],
    [
      'a zip without word/document.xml',
      makeZip([{ name: 'readme.txt', data: Buffer.from('hi') }]),
      'cv.docx',
    ],
    [
      'a zip with a look-alike entry',
      makeZip([{ name: 'word/document.xml.bak', data: Buffer.from('x') }]),
      'cv.docx',
    ],
    [
      'a zip naming the entry only inside file data',
      makeZip([{ name: 'a.txt', data: Buffer.from('word/document.xml') }]),
      'cv.docx',
    ],
    ['a truncated docx', makeDocx().subarray(0, 200), 'cv.docx'],
    ['.doc content named .docx', makeOle2(), 'cv.docx'],
    ['a PDF named .docx', makePdf(), 'cv.docx'],
    ['a DOCX named .pdf', makeDocx(), 'cv.pdf'],
    ['a DOCX named .doc', makeDocx(), 'cv.doc'],
    ['an OLE2 file named .pdf', makeOle2(), 'cv.pdf'],
    ['a PDF with a .txt name', makePdf(), 'cv.txt'],
    ['a PDF with no extension', makePdf(), 'pdf'],
    ['a PDF named .pdf.exe', makePdf(), 'cv.pdf.exe'],
  ])('refuses %s', (_label, bytes, name) => {
    expect(detectCvType(bytes, name)).toBeNull();
  });

  it('refuses a zip whose directory points past its end', () => {
    const zip = makeZip([documentXml]);
    zip.writeUInt32LE(zip.length, zip.length - 22 + 16); // central directory offset
    expect(detectCvType(zip, 'cv.docx')).toBeNull();
  });

  it('refuses a zip whose entry count overruns the directory', () => {
    const zip = makeZip([{ name: 'a.txt', data: Buffer.from('a') }]);
    zip.writeUInt16LE(5, zip.length - 22 + 10);
    expect(detectCvType(zip, 'cv.docx')).toBeNull();
  });
});

describe('CV_MIME_TYPES', () => {
  it('maps each type to its registered MIME type', () => {
    expect(CV_MIME_TYPES).toEqual({
      pdf: 'application/pdf',
      doc: 'application/msword',
      docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
  });
});

describe('safeUploadName', () => {
  it.each([
    ['Meera Iyer CV.pdf', 'pdf', 'Meera Iyer CV.pdf'],
    ['CV.PDF', 'pdf', 'CV.pdf'],
    ['../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['..\\..\\x.pdf', 'pdf', 'x.pdf'],
    ['C:\\Users\\meera\\cv.docx', 'docx', 'cv.docx'],
    ['cv\u0000\u001b[31m\n.pdf', 'pdf', 'cv31m.pdf'],
    ['résumé 2024.doc', 'doc', 'rsum 2024.doc'],
    ['cv.exe', 'pdf', 'cv.exe.pdf'],
    ['my...cv   final.docx', 'docx', 'my.cv final.docx'],
    ['.hidden.pdf', 'pdf', 'hidden.pdf'],
    ['-rf.pdf', 'pdf', 'rf.pdf'],
    ['', 'pdf', 'resume.pdf'],
    ['../', 'doc', 'resume.doc'],
    ['.pdf', 'pdf', 'resume.pdf'],
    ['<script>.pdf', 'pdf', 'script.pdf'],
    ['履歴書.docx', 'docx', 'resume.docx'],
  ] as const)('%j as %s -> %j', (name, type, expected) => {
    expect(safeUploadName(name, type)).toBe(expected);
  });

  it('keeps at most 100 characters, extension included', () => {
    const name = safeUploadName(`${'a'.repeat(300)}.pdf`, 'pdf');
    expect(name).toHaveLength(100);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  it('never ends the stem in a dot or space when shortening', () => {
    const name = safeUploadName(`${'a'.repeat(95)} .b.docx`, 'docx');
    expect(name).toBe(`${'a'.repeat(95)}.docx`);
  });
});
