// Category "phones": the attributes a product of it must carry, and its VAT class.
export default {
  id: "phones",
  title: "Phones",
  vatClass: "standard",
  attributes: ["brand", "color", "material"],
  maxImages: 6,
};
