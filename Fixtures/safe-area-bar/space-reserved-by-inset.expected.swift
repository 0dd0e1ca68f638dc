// fixture: include-review deployment-target=iOS=26.0,macOS=26.0
import SwiftUI

// A clear inset on the bar's edge is the space the bar needs, reserved by hand: the rows
// already end above the bar. As a safe-area bar it would reserve its space a second time,
// above the clear one, leaving an empty gap: left as is.
struct SignUpSteps: View {
    let steps: [String]

    var body: some View {
        ZStack(alignment: .bottom) {
            Form {
                ForEach(steps, id: \.self) { Text($0) }
            }
            .safeAreaInset(edge: .bottom) {
                Color.clear
                    .frame(height: 96)
            }

            Button("Continue") {}
                .padding()
        }
    }
}

// An inset on the other edge reserves nothing for the bar: rewritten.
struct Receipts: View {
    let receipts: [String]

    var body: some View {
        List(receipts, id: \.self) { Text($0) }
            .safeAreaInset(edge: .top) { Text("This month") }
            .safeAreaBar(edge: .bottom) {
                Button("Export") {}
            }
    }
}
