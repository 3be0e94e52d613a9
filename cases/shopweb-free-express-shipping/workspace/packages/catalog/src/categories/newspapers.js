// Category "newspapers": the attributes a product of it must carry, and its VAT class.
export default {
  id: "newspapers",
  title: "Newspapers",
  vatClass: "reduced",
  attributes: ["brand", "length", "model"],
  maxImages: 8,
};
