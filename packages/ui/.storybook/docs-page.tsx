import { ArgTypes, Description, Heading, Primary, Stories, Title, useOf } from "@storybook/addon-docs/blocks";
import { Fragment } from "react";
import type { DocumentedComponent } from "../src/test/story-docs";

/** Props react-docgen found in the component's own source (none for Ark UI's parts passed on as they are). */
function hasOwnProps(component: DocumentedComponent) {
  const docgen = (component as { __docgenInfo?: { props?: Record<string, unknown> } }).__docgenInfo;
  return Object.keys(docgen?.props ?? {}).length > 0;
}

/**
 * Every component's docs page: the usage notes (Russian, then English), the first story, a props
 * table for each component the stories file documents (`storyDocs` in its meta), then every story.
 */
export function ShopDocsPage() {
  const resolved = useOf("meta", ["meta"]);
  const tables = (resolved.type === "meta" ? resolved.preparedMeta.parameters.propsTables : undefined) as
    | Record<string, DocumentedComponent>
    | undefined;
  return (
    <>
      <Title />
      <Description of="meta" />
      <Primary />
      <Heading>Свойства · Props</Heading>
      {Object.entries(tables ?? {}).map(([name, component]) => (
        <Fragment key={name}>
          <h3>{name}</h3>
          {hasOwnProps(component) ? (
            <ArgTypes of={component} />
          ) : (
            <p>
              Своих свойств нет: те же, что у части Ark UI или HTML-элемента, на которых он построен (см.
              заметки выше). · No props of its own: those of the Ark UI part or HTML element it is built on
              (see the notes above).
            </p>
          )}
        </Fragment>
      ))}
      <Stories title="Примеры · Examples" />
    </>
  );
}
