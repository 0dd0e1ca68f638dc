import SwiftUI

struct Receipt: View {
    let total: String

    var body: some View {
        VStack {
            hCaption(text: total)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
