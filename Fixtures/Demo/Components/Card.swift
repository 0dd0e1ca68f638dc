import SwiftUI

/// A rounded, padded surface that groups related content.
///
/// ```swift
/// Card {
///     Text("Received yesterday")
/// }
/// ```
struct Card<Content: View>: View {
    var padding: CGFloat = 16
    let content: () -> Content

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            content()
        }
        .padding(padding)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.background)
        .cornerRadius(12)
        .shadow(color: .black.opacity(0.08), radius: 4, y: 2)
    }
}
