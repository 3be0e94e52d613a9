// Category "auto": the attributes a product of it must carry, and its VAT class.
export default {
  id: "auto",
  title: "Auto",
  vatClass: "standard",
  attributes: ["brand", "length", "weight"],
  maxImages: 8,
};
