// Category "apparel": the attributes a product of it must carry, and its VAT class.
export default {
  id: "apparel",
  title: "Apparel",
  vatClass: "standard",
  attributes: ["brand", "color", "size"],
  maxImages: 6,
};
