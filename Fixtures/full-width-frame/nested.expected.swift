import SwiftUI

struct Card: View {
    let title: String

    var body: some View {
        Text(title)
            .font(.title)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .padding()
    }
}
