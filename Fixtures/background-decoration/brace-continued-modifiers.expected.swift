// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// `}.frame(…)` with the rest of the chain one level in: after the rewrite the modifier that
/// left the brace starts a line, and the ones after it line up with it.
struct SymbolStrip: View {
    let symbols: [String]

    var body: some View {
        VStack {
            HStack {
                ForEach(symbols, id: \.self) { symbol in
                    Image(systemName: symbol)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background {
                RoundedRectangle(cornerRadius: 10)
                    .fill(Color.gray.opacity(0.2))
            }
            .frame(height: 64)
            .padding(.horizontal, 10)
            .padding(.bottom, 4)
            Text("New")
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background {
                    Capsule()
                        .fill(Color.blue)
                }
                .frame(height: 24)
                .padding(.top, 2)
        }
    }
}
