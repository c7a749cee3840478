extension ListMatchRecord {
    /// Said beside a match whose entry the list's newest version no longer has (``struck``).
    public static var struckNote: Bilingual { Bilingual { $0.matchStruck } }
}
