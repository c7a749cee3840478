import KartotekaCore

/// The choice of a textbook title on the forms that open a textbook card or hand a set to a
/// class: the field offers the catalogue's textbook titles by author and title as it is typed
/// into, so no title's number is copied from an address.
enum TextbookChoice {
    /// The `titleId` field holding `value`, offering `titles`.
    static func field(_ context: PageContext, _ fields: FormInputs, titles: [TitleRecord], value: String) -> HTML {
        let options = titles.map { record -> HTML in
            "<option value=\"\(String(record.id.rawValue))\">\(record.title.shortDescription)\(record.title.year.map { ", \($0)" } ?? "")</option>"
        }
        return """
            \(fields.input("titleId", context.texts.setTitleField, value: value, hint: context.texts.setTitleHint,
                           extra: "list=\"textbook-titles\" autocomplete=\"off\""))
            <datalist id="textbook-titles">\(HTML.join(options, separator: ""))</datalist>
            """
    }
}
