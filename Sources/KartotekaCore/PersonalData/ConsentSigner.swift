extension ConsentSigner {
    /// The signer's name for people.
    public var name: Bilingual {
        switch self {
        case .reader: Bilingual { $0.consentByReader }
        case .representative: Bilingual { $0.consentByRepresentative }
        }
    }
}
