// Category "stationery": the attributes a product of it must carry, and its VAT class.
export default {
  id: "stationery",
  title: "Stationery",
  vatClass: "standard",
  attributes: ["brand", "model", "size"],
  maxImages: 10,
};
