import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localised, toFilsOr, weightGrams, weightLabel, type Order, type OrderLine } from '@dukkan/core';
import { Money } from '@dukkan/ui';
import { Section, SectionTitle, SubTitle } from './OrderView.styles.ts';
import { AddonList, Line, LineList, LineMain, LineName, LinePrice, Quantity } from './OrderLines.styles.ts';

/** The ordered lines (localised names, add-on choices, count or weight, price) and any extra items. */
export function OrderLines({ order }: { order: Order }) {
  const headingId = useId();
  const extrasId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <SectionTitle id={headingId}>
        <FormattedMessage id="storefront.orders.items.heading" />
      </SectionTitle>
      <LineList aria-labelledby={headingId}>
        {order.products.map((line) => (
          <OrderLineItem key={line.id} line={line} />
        ))}
      </LineList>
      {order.extraItems.length > 0 ? (
        <>
          <SubTitle id={extrasId}>
            <FormattedMessage id="storefront.orders.extras.heading" />
          </SubTitle>
          <LineList aria-labelledby={extrasId}>
            {order.extraItems.map((item) => (
              <Line key={item.id}>
                <LineMain>
                  <LineName>
                    <bdi>{item.description}</bdi>
                  </LineName>
                </LineMain>
                <LinePrice>
                  <Money fils={toFilsOr(item.price, 0)} />
                </LinePrice>
              </Line>
            ))}
          </LineList>
        </>
      ) : null}
    </Section>
  );
}

function OrderLineItem({ line }: { line: OrderLine }) {
  const intl = useIntl();
  const { locale } = intl;
  return (
    <Line>
      <LineMain>
        <LineName>{localised(line, 'name', locale)}</LineName>
        {line.addons.length > 0 ? (
          <AddonList>
            {line.addons.map((group) => (
              <li key={group.id}>
                <FormattedMessage
                  id="storefront.orders.line.addon"
                  values={{
                    group: localised(group, 'title', locale),
                    options: intl.formatList(group.options.map((option) => localised(option, 'name', locale))),
                  }}
                />
              </li>
            ))}
          </AddonList>
        ) : null}
      </LineMain>
      <Quantity>
        {line.unit === 'kg' ? (
          // §9: weight items display as N G (count steps of pay_size grams).
          <bdi dir="ltr">{weightLabel(weightGrams({ paySize: line.pay_size ?? 0 }, line.count))}</bdi>
        ) : (
          <FormattedMessage id="storefront.orders.line.quantity" values={{ count: <bdi dir="ltr">{line.count}</bdi> }} />
        )}
      </Quantity>
      <LinePrice>
        <Money fils={toFilsOr(line.price, 0)} />
      </LinePrice>
    </Line>
  );
}
