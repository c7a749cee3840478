extension Title {
    /// Reads what field 200 holds besides the title proper, its other information and the first
    /// statement of responsibility (IRBIS ^G ^V ^I, RUSMARC ^g ^h ^i): the statements of
    /// responsibility after the authors (repeated ones joined by ` ; `), and a volume's designation
    /// and title.
    mutating func readPart(of heading: IRBISField?, responsibility: Character, volume: Character, volumeTitle: Character) {
        guard let heading else { return }
        self.responsibility = heading.subfields(responsibility).map(\.collapsedWhitespace).filter { !$0.isEmpty }.joined(separator: " ; ")
        self.volume = (heading.subfield(volume) ?? "").collapsedWhitespace
        self.volumeTitle = (heading.subfield(volumeTitle) ?? "").collapsedWhitespace
    }
}
