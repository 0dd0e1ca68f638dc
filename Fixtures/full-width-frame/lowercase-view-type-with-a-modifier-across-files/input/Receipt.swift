import SwiftUI

struct Receipt: View {
    let total: String

    var body: some View {
        VStack {
            HStack {
                hCaption(text: total)
                Spacer()
            }
        }
    }
}
