import KartotekaCore
import KartotekaWire

extension ReaderInput: SchemaDescribed {
    /// A reader's input is a new reader.
    public static var schema: Schema<ReaderInput> { new }

    /// A new reader.
    public static let new = Schema<ReaderInput>.input(
        "NewReader", "A new reader. Readers may share a phone (siblings, a parent's number): the answer's `phoneSharedWith` names the "
            + "others.",
        fields,
        example: [
            "ticketNumber": "R-2001", "surname": "Орлова", "firstName": "Вера", "patronymic": "Павловна",
            "birth": "2014-05-17", "gender": "female", "schoolClass": "5А", "parentPhone": "+7 912 555-12-34",
            "email": "vera@example.org",
        ])

    /// Every field of a reader, for an update.
    public static let update = Schema<ReaderInput>.input(
        "ReaderUpdate", "Every field of a reader; the ticket number is kept when left out, the other fields left out are emptied.",
        fields + [.init("ticketNumber", \.ticketNumber, "A new ticket number; the reader's is kept when empty, null or left out.")])

    /// A reader's fields: those of the reader's field table, and whether the pupil has left school.
    public static let fields: [SchemaProperty<ReaderInput>] = ReaderDraft.inputProperties() + [
        .init("graduated", \.graduated, "Whether the pupil has left school; `false` when left out."),
    ]
}
