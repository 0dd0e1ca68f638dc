import SwiftUI

// Small generic containers. Unlike `Card` and `SectionBox`, each of these needs its
// content closure to stay a closure.

// MARK: - Row builder

/// A vertical list of items, each built by `row` and separated by dividers.
struct ItemStack<Row: View>: View {
    let items: [Item]
    let row: (Item) -> Row

    var body: some View {
        VStack(spacing: 0) {
            ForEach(items) { item in
                row(item)
                Divider()
            }
        }
    }
}

// MARK: - Repeated content

/// Repeats its content `count` times, e.g. for loading placeholders.
struct Repeated<Content: View>: View {
    let count: Int
    let content: () -> Content

    var body: some View {
        ForEach(0..<count, id: \.self) { _ in
            content()
        }
    }
}

// MARK: - Fractional width

/// Gives its content a fraction of the width it is offered, leading-aligned.
struct WidthFraction<Content: View>: View {
    let fraction: CGFloat
    let content: () -> Content

    var body: some View {
        GeometryReader { proxy in
            content()
                .frame(width: proxy.size.width * min(max(fraction, 0), 1))
        }
    }
}

// MARK: - Header with an optional accessory

/// A large title with an optional trailing accessory, such as a Done button.
struct ScreenHeader<Accessory: View>: View {
    let title: String
    let accessory: (() -> Accessory)?

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Text(title)
                .font(.largeTitle.bold())
            Spacer()
            if let accessory {
                accessory()
            }
        }
    }
}

extension ScreenHeader where Accessory == EmptyView {
    /// A header without an accessory.
    init(_ title: String) {
        self.init(title: title, accessory: nil)
    }
}
