import KartotekaCore
import KartotekaWire

/// The export's parameters (``Routes/Exchange``) as a page's form fields, and what the document
/// says of an export file.
enum ExportParameters {
    /// The same, as the fields of a form that names an export (the mail form under lists and cards).
    static let formFields: [any DeclaredFormField] = {
        let route = Routes.Exchange.self
        return [
            FormField(sameAs: route.what), FormField(sameAs: route.id), FormField(sameAs: route.inventory), FormField(sameAs: route.ticket),
            FormField(sameAs: route.since), FormField(sameAs: QueryParameters.words), FormField(sameAs: route.availability),
            FormField(sameAs: route.branch), FormField(sameAs: route.format), FormField(sameAs: route.encoding),
        ]
    }()

    /// The headers of an export file.
    static let headers: [String: JSONValue] = [
        "Content-Disposition": [
            "description": "`attachment; filename=\"kartoteka-ibis-2026-12-02.txt\"` (`…-rdr-…` for readers, `.iso` for ISO 2709).",
            "required": true, "schema": JSONSchema.string(pattern: "^attachment; filename=\"[^\"]+\"$").value,
        ],
        "X-Kartoteka-Records": ["description": "How many records the file holds.", "required": true, "schema": JSONSchema.count.value],
        "X-Kartoteka-Records-Left-Out": [
            "description": "How many records were left out of the file (a character the encoding lacks, a record too large); the export page names them.",
            "required": true, "schema": JSONSchema.count.value,
        ],
    ]

    /// One small IRBIS text record, for trying the import out.
    static let importExample = """
        #920: PAZK
        #700: ^AЛермонтов^BМ. Ю.
        #200: ^AГерой нашего времени
        #210: ^AМосква^CАСТ^D2018
        #910: ^A0^B5901^DАБ
        *****

        """
}
