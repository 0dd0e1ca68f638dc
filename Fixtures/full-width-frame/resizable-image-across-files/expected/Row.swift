import SwiftUI

// A resizable Image declared in another file, with a frame after `.resizable()`: that frame
// may fix its size (`width: 14`) or not (`maxHeight: .infinity`), which the index cannot
// tell; the declaring file reads it (a fixed size), so the fix is safe.
struct StatusRow: View {
    let symbol: String

    var body: some View {
        HStack(spacing: 0) {
            StatusGlyph(symbol: symbol)
                .frame(maxHeight: .infinity)
                .padding(.leading, 4)
        }
    }
}
