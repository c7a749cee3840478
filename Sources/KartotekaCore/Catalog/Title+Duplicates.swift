extension Title {
    /// Whether `other` looks like this very book catalogued again: the same ISBN, or the same
    /// first author's surname, title, year and volume (case, `ё`/`е` and punctuation do not
    /// matter). Two books of different ISBNs are different editions, whatever their names, and two
    /// volumes of a set are two books, as an import keeps them.
    public func looksLikeDuplicate(of other: Title) -> Bool {
        if let isbn, let otherISBN = other.isbn { return isbn == otherISBN }
        return year == other.year
            && SearchText.words(title) == SearchText.words(other.title)
            && SearchText.words(firstAuthor?.surname ?? "") == SearchText.words(other.firstAuthor?.surname ?? "")
            && SearchText.words(volume) == SearchText.words(other.volume)
            && SearchText.words(volumeTitle) == SearchText.words(other.volumeTitle)
    }

    /// The words that find this book's likely duplicates in a catalogue search: the first author's
    /// surname and the title.
    public var duplicateSearchWords: String {
        [firstAuthor?.surname ?? "", title].filter { !$0.isEmpty }.joined(separator: " ")
    }
}
