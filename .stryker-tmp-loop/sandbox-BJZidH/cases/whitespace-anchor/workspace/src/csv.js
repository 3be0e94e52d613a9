// @ts-nocheck
// Minimal RFC 4180 CSV reading and writing, with a configurable delimiter.

/**
 * Splits one CSV record into its fields. Fields may be quoted; inside quotes the delimiter
 * is literal and a doubled quote ("") stands for one quote character.
 * @param {string} line one record, without its line terminator
 * @param {string} [delimiter=","]
 * @returns {string[]}
 */
export function parseLine(line, delimiter = ",") {
	const fields = [];
	let field = "";
	let quoted = false;
	for (let i = 0; i < line.length; i++) {
		const ch = line[i];
		if (quoted) {
			if (ch === '"') {
				quoted = false;
			} else {
				field += ch;
			}
		} else if (ch === '"' && field === "") {
			quoted = true;
		} else if (ch === delimiter) {
			fields.push(field);
			field = "";
		} else {
			field += ch;
		}
	}
	if (quoted) throw new SyntaxError(`unterminated quoted field in: ${line}`);
	fields.push(field);
	return fields;
}

/**
 * Parses a whole document into rows. Blank lines are skipped; "\r\n" and "\n" both end
 * a record. With `header: true` each row becomes an object keyed by the first row.
 */
export function parse(text, { delimiter = ",", header = false } = {}) {
	const rows = text
		.split(/\r?\n/)
		.filter((line) => line.trim() !== "")
		.map((line) => parseLine(line, delimiter));
	if (!header) return rows;
	const [keys = [], ...body] = rows;
	return body.map((row) => {
		const record = {};
		keys.forEach((key, i) => {
			record[key] = row[i] ?? "";
		});
		return record;
	});
}

function quote(value, delimiter) {
	const text = value === null || value === undefined ? "" : String(value);
	if (text.includes(delimiter) || text.includes('"') || /[\r\n]/.test(text)) {
		return `"${text.replaceAll('"', '""')}"`;
	}
	return text;
}

/** Serialises rows (arrays of values) into CSV text ending with a newline. */
export function stringify(rows, { delimiter = "," } = {}) {
	return rows.map((row) => row.map((value) => quote(value, delimiter)).join(delimiter)).join("\n") + "\n";
}
