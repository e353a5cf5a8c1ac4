import styled from 'styled-components';

export const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr));
  align-items: start;
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-inline-size: 0;
`;

export const Message = styled.blockquote`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[3]};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

export const Steps = styled.ol`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[5]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  li {
    overflow-wrap: anywhere;
  }
`;

export const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Invoices = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    padding-block-end: ${({ theme }) => theme.space[3]};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  > li:last-child {
    border-block-end: none;
    padding-block-end: 0;
  }
`;

export const InvoiceText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;
  flex: 1 1 12rem;
  overflow-wrap: anywhere;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Holds the refusal's live region; it takes room (and the focus) only while it says something. */
export const Notice = styled.div`
  &:focus {
    outline: none;
  }
  &[data-shown] {
    margin-block-end: ${({ theme }) => theme.space[4]};
  }
`;
