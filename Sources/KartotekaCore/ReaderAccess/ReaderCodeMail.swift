/// The e-mail that carries a reader's one-time sign-in code.
public enum ReaderCodeMail {
    /// The subject.
    public static var subject: Bilingual { Bilingual { $0.readerCodeSubject } }

    /// The body: the code, how long it works, and the library's name.
    public static func body(code: String, ticket: TicketNumber, library: String) -> Bilingual {
        let minutes = Int(ReaderCodeRules.lifetime / 60)
        return Bilingual { $0.readerCodeBody(code, ticket: ticket, minutes: minutes, library: library) }
    }
}
