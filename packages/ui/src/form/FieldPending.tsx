import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Skeleton } from '../Skeleton/index.ts';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const Label = styled.span`
  font-weight: 600;
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

/**
 * What a field of a lazily loaded input type shows for the one round trip its code takes
 * (lazyControl.tsx): its label and a box the size of an input, marked busy.
 */
export function FieldPending({ label }: { label: ReactNode }) {
  return (
    <Box aria-busy="true">
      <Label>{label}</Label>
      <Skeleton blockSize="2.75rem" radius="md" />
    </Box>
  );
}
