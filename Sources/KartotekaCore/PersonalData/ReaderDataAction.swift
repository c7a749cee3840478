extension ReaderDataAction {
    /// The action's name for people.
    public var name: Bilingual {
        switch self {
        case .view: Bilingual { $0.readerDataViewed }
        case .change: Bilingual { $0.readerDataChanged }
        case .export: Bilingual { $0.readerDataExported }
        case .consent: Bilingual { $0.readerDataConsent }
        case .delete: Bilingual { $0.readerDataDeleted }
        }
    }
}
