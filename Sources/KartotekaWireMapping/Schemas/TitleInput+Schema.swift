import KartotekaCore
import KartotekaWire

extension TitleInput: SchemaDescribed {
    /// A title's input is a new title, with its copies.
    public static var schema: Schema<TitleInput> { new }

    /// A new title, with its first copies.
    public static let new = Schema<TitleInput>.input(
        "NewTitle", "A new title, optionally with its first copies. An empty author sign is computed from the surname.",
        fields + [.init("copies", \.copies)],
        example: [
            "isbn": "978-5-17-079585-7", "authorSurname": "Лермонтов", "authorInitials": "М. Ю.",
            "title": "Герой нашего времени", "publisher": "АСТ", "city": "Москва", "year": 2018, "pages": 414,
            "price": "254", "bbk": "84(2Рос=Рус)1", "copies": [["inventoryNumber": "5001"]],
        ])

    /// Every field of a title, for an update.
    public static let update = Schema<TitleInput>.input(
        "TitleUpdate", "Every field of a title; fields left out are emptied. Copies are changed through `/copies`.", fields)

    /// A title's fields, as the title's field table describes them.
    public static let fields: [SchemaProperty<TitleInput>] = TitleDraft.inputProperties()
}
