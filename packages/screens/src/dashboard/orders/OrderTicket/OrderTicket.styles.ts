import styled, { createGlobalStyle } from 'styled-components';

export type TicketPaper = '80mm' | 'a4';

/** The sheet's printable width: 80 mm rolls print about 72 mm; A4 is 210 mm less its margins. */
const SHEET = { '80mm': { width: '72mm', page: '80mm 297mm', margin: '4mm' }, a4: { width: '180mm', page: 'A4', margin: '15mm' } };

/**
 * Print: the page size and margins of the chosen paper, and only the ticket on it. Everything that
 * does not hold the ticket is removed (not merely hidden, so it leaves no blank pages), and what
 * holds it loses its padding, borders and shadows: the browser's own Print prints the same sheet.
 */
export const PrintStyle = createGlobalStyle<{ $paper: TicketPaper }>`
  @page {
    size: ${({ $paper }) => SHEET[$paper].page};
    margin: ${({ $paper }) => SHEET[$paper].margin};
  }
  @media print {
    html,
    body {
      background: #fff !important;
      color: #000 !important;
    }
    body *:not(:has([data-ticket-sheet])):not([data-ticket-sheet]):not([data-ticket-sheet] *) {
      display: none !important;
    }
    body *:has([data-ticket-sheet]) {
      display: block !important;
      position: static !important;
      margin: 0 !important;
      padding: 0 !important;
      border: 0 !important;
      box-shadow: none !important;
      background: #fff !important;
      inline-size: auto !important;
      min-block-size: 0 !important;
      max-inline-size: none !important;
      overflow: visible !important;
    }
  }
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[6]};
  margin-block-end: ${({ theme }) => theme.space[4]};
  @media print {
    display: none !important;
  }
`;

/** The paper: black on white in every theme, as it prints. */
export const Sheet = styled.article<{ $paper: TicketPaper }>`
  box-sizing: content-box;
  inline-size: ${({ $paper }) => SHEET[$paper].width};
  max-inline-size: 100%;
  margin-inline: auto;
  padding: ${({ $paper }) => ($paper === 'a4' ? '12mm' : '4mm')};
  background: #fff;
  color: #000;
  border: 1px solid #8a8a8a;
  box-shadow: 0 2px 8px rgb(0 0 0 / 0.15);
  font-size: ${({ $paper }) => ($paper === 'a4' ? '15px' : '13px')};
  line-height: 1.4;
  overflow-wrap: anywhere;
  && * {
    color: #000;
  }
  @media print {
    inline-size: auto;
    max-inline-size: none;
    padding: 0;
    border: 0;
    box-shadow: none;
  }
`;

export const SheetHeader = styled.header`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2mm;
  padding-block-end: 3mm;
  border-block-end: 1px dashed #000;
  text-align: center;
`;

export const ShopName = styled.p`
  margin: 0;
  font-size: 1.25em;
  font-weight: 700;
`;

export const KindTitle = styled.p`
  margin: 0;
  font-size: 0.9em;
  text-transform: uppercase;
  letter-spacing: 0.05em;
`;

export const OrderNumber = styled.p<{ $big: boolean }>`
  margin: 0;
  font-size: ${({ $big }) => ($big ? '2.4em' : '1.5em')};
  font-weight: 800;
  line-height: 1.1;
`;

export const BarcodeBox = styled.div`
  display: flex;
  justify-content: center;
  max-inline-size: 100%;
  svg {
    max-inline-size: 100%;
  }
`;

export const Section = styled.section`
  padding-block: 3mm;
  border-block-end: 1px dashed #000;
  &:last-child {
    border-block-end: 0;
  }
`;

export const SectionTitle = styled.h2`
  margin: 0 0 1.5mm;
  font-size: 1em;
  font-weight: 700;
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 1mm 3mm;
  margin: 0;
  dt {
    font-weight: 400;
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

export const Fulfilment = styled.p`
  margin: 0 0 1.5mm;
  font-size: 1.3em;
  font-weight: 800;
`;

export const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 2mm;
  > li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    gap: 0.5mm 2mm;
    align-items: baseline;
  }
`;

export const Quantity = styled.span<{ $big: boolean }>`
  font-weight: 800;
  font-size: ${({ $big }) => ($big ? '1.2em' : '1em')};
  white-space: nowrap;
`;

export const LineText = styled.span`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
`;

export const LineName = styled.span<{ $big: boolean }>`
  font-weight: 700;
  font-size: ${({ $big }) => ($big ? '1.2em' : '1em')};
`;

/** The product's name in the other language, smaller beneath. */
export const OtherName = styled.span`
  font-size: 0.85em;
`;

export const LineMeta = styled.span`
  font-size: 0.9em;
  &::before {
    content: '+ ';
  }
`;

export const Price = styled.span`
  text-align: end;
  white-space: nowrap;
`;

export const Notes = styled.p`
  margin: 0;
  padding: 2mm;
  border: 2px solid #000;
  font-weight: 700;
  white-space: pre-wrap;
`;

export const Bill = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 1mm 3mm;
  margin: 0;
  dd {
    margin: 0;
    text-align: end;
  }
  [data-total] {
    font-weight: 800;
    font-size: 1.15em;
    padding-block-start: 1mm;
    border-block-start: 1px solid #000;
  }
`;

export const Footer = styled.p`
  margin: 0;
  padding-block-start: 3mm;
  text-align: center;
`;

export const LtrText = styled.bdi`
  unicode-bidi: isolate;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;
