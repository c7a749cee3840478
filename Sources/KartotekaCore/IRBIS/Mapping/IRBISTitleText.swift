/// A title's plain text fields at the places one exchange format keeps them by the generic code
/// (``RecordPlace`` not composed), grouped by tag in the order of ``TitleFields/all``: what the
/// IRBIS export writes after field 215, and what each importer reads back.
struct IRBISTitleText: Sendable {
    /// The fields of one tag: each part's subfield code (`nil` for the plain value) and where the title keeps it.
    struct Group: Sendable {
        let tag: Int
        let parts: [(code: Character?, text: WritableKeyPath<Title, String> & Sendable)]
    }

    /// The groups, in the table's order.
    let groups: [Group]

    /// IRBIS's places (irbis-format.md §2).
    static let irbis = IRBISTitleText(\.irbis)
    /// RUSMARC's places.
    static let rusmarc = IRBISTitleText(\.rusmarc)
    /// MARC 21's places.
    static let marc21 = IRBISTitleText(\.marc21)

    private init(_ place: KeyPath<FieldDescriptor<TitleDraft>, RecordPlace?>) {
        var groups: [Group] = []
        for field in TitleFields.all {
            guard let text = field.text, let at = field[keyPath: place], !at.isComposed else { continue }
            if let index = groups.firstIndex(where: { $0.tag == at.tag }) {
                groups[index] = Group(tag: at.tag, parts: groups[index].parts + [(at.code, text)])
            } else {
                groups.append(Group(tag: at.tag, parts: [(at.code, text)]))
            }
        }
        self.groups = groups
    }

    /// The title's fields, one per tag (empty ones too: the record prunes them).
    func fields(of title: Title) -> [IRBISField] {
        groups.map { group in
            var field = IRBISField(tag: group.tag)
            for part in group.parts {
                if let code = part.code {
                    field.subfields.append(IRBISSubfield(code, title[keyPath: part.text]))
                } else {
                    field.value = title[keyPath: part.text]
                }
            }
            return field
        }
    }

    /// Writes the title's fields as ``fields(of:)`` gives them.
    func write(_ title: Title, to writer: inout IRBISPlainRecordWriter) {
        for group in groups {
            writer.beginField(group.tag)
            for part in group.parts {
                if let code = part.code {
                    writer.subfield(code.asciiValue ?? UInt8(ascii: "?"), title[keyPath: part.text])
                } else {
                    writer.beginValue()
                    writer.append(title[keyPath: part.text])
                    writer.endPiece()
                }
            }
            writer.endField()
        }
    }

    /// Reads the fields of `record` into `title`, each value through `clean`: a subfield of the
    /// first field of its tag, or that field's plain value (its `^A` when it has none).
    func read(_ record: IRBISRecord, into title: inout Title, clean: (String) -> String = \.collapsedWhitespace) {
        for group in groups {
            guard let field = record.field(group.tag) else { continue }
            for part in group.parts {
                guard let code = part.code else {
                    let value = clean(field.value)
                    title[keyPath: part.text] = value.isEmpty ? clean(field.subfield("A") ?? "") : value
                    continue
                }
                title[keyPath: part.text] = clean(field.subfield(code) ?? "")
            }
        }
    }
}
