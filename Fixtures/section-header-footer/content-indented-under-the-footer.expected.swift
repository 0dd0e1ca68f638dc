// fixture: deployment-target=iOS=16.0
import SwiftUI

// The footer's modifiers continue over several lines and the content closure opens after
// them, so its lines sit a level deeper than the footer's modifiers, while its closing
// brace is level with the Section. Without the arguments the content goes one level under
// the Section, as it would have been written.
struct GlossaryList: View {
    let terms: [String]
    let symbols: [String]

    var body: some View {
        List {
            Section {
                ForEach(terms, id: \.self) { term in
                    Text(term)
                }
            } header: {
                Text("Terms")
            } footer: {
                Text("Every term used in the reports.")
                    .font(.footnote)
                    .multilineTextAlignment(.center)
            }

            Section {
                ForEach(symbols, id: \.self) { symbol in
                    Text(symbol)
                }
            } footer: {
                Text("Symbols")
                    .font(.footnote)
            }
        }
    }
}
