extension KSUBreakdown {
    /// Counts one more copy.
    public mutating func add(_ type: DocumentType, _ section: BBKSection) {
        byType[type, default: 0] += 1
        bySection[section, default: 0] += 1
    }

    /// Both breakdowns added up.
    public func adding(_ other: KSUBreakdown) -> KSUBreakdown {
        KSUBreakdown(byType: byType.merging(other.byType, uniquingKeysWith: +), bySection: bySection.merging(other.bySection, uniquingKeysWith: +))
    }
}
