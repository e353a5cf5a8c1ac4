/**
 * The WhatsApp area (vendor spec §7 WhatsApp; issue #13 item 9, decision 0069). The templates'
 * filters live in the query (`f.status`: approved | pending | rejected, `f.lang`: en | ar) and
 * the open "New template" dialog in `dialog=new`. Sending starts from the customers list.
 */
export const whatsappUrls = {
  templates: () => '/customers/whatsapp',
  newTemplate: () => '/customers/whatsapp?dialog=new',
};
