extension ClassListRow {
    /// `Иванов Иван Иванович`.
    public var fullName: String {
        [surname, firstName, patronymic].filter { !$0.isEmpty }.joined(separator: " ")
    }
}

