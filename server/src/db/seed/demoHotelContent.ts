/**
 * Rich HTML content for the demo hotels: information pages, access text and
 * address. The demo hotels are fictional. Every fragment uses only the tags
 * the information pages allow (h2, h3, p, ul, ol, li, table, strong, em, a).
 */

export interface LocalizedHtml {
  ja: string | null;
  en: string | null;
  zh: string | null;
  ko: string | null;
}

/** Information pages of the demo hotel, keyed by page index. */
export const demoInfoPages: Record<number, LocalizedHtml> = {
  // 3: Wi-Fi: guest network, lobby network, tips.
  3: {
    ja: `<h2>Wi-Fi（無線LAN）のご案内</h2>
<p>客室・ロビー・レストランを含む館内全域で、無料Wi-Fiをご利用いただけます。</p>
<h3>客室でのご利用</h3>
<table>
<thead><tr><th>項目</th><th>内容</th></tr></thead>
<tbody>
<tr><td>ネットワーク名（SSID）</td><td><strong>SAKURANAMIKI-GUEST</strong></td></tr>
<tr><td>パスワード</td><td>ルームキーのカードホルダーに記載しております</td></tr>
</tbody>
</table>
<h3>ロビー・レストランでのご利用</h3>
<p>1階ロビーおよび2階レストラン「Sakura Dining」では、<strong>SAKURANAMIKI-LOBBY</strong> もご利用いただけます。パスワードは不要です。接続後にブラウザに表示される利用規約に同意いただくと、インターネットに接続されます。</p>
<h3>快適にご利用いただくために</h3>
<ul>
<li>5GHz帯に対応した端末では、<strong>SAKURANAMIKI-GUEST-5G</strong> をお選びいただくと、より高速で安定した通信が可能です（パスワードは共通です）。</li>
<li>接続が不安定な場合は、端末のWi-Fiを一度オフにしてから、再度接続してください。</li>
<li>客室に有線LANの設備はございません。あらかじめご了承ください。</li>
<li>接続できない場合は、フロント（07:00〜23:00）までお問い合わせください。客室のお電話から「9」番でおつなぎいたします。</li>
</ul>
<p>公衆無線LANの特性上、クレジットカード番号などの重要な情報の送信はお控えいただくことをおすすめいたします。</p>`,
    en: `<h2>Wi-Fi</h2>
<p>Free Wi-Fi is available throughout the hotel, including all guest rooms, the lobby and the restaurant.</p>
<h3>In your room</h3>
<table>
<thead><tr><th>Item</th><th>Details</th></tr></thead>
<tbody>
<tr><td>Network name (SSID)</td><td><strong>SAKURANAMIKI-GUEST</strong></td></tr>
<tr><td>Password</td><td>Printed on the holder of your room key card</td></tr>
</tbody>
</table>
<h3>In the lobby and restaurant</h3>
<p>In the lobby on the 1st floor and at Sakura Dining on the 2nd floor, you can also connect to <strong>SAKURANAMIKI-LOBBY</strong>. No password is required: simply accept the terms of use on the page that opens in your browser.</p>
<h3>Tips for a better connection</h3>
<ul>
<li>If your device supports 5 GHz, choose <strong>SAKURANAMIKI-GUEST-5G</strong> for a faster, more stable connection (the password is the same).</li>
<li>If the connection drops, turn Wi-Fi off on your device, then turn it on and connect again.</li>
<li>Please note that wired LAN is not available in guest rooms.</li>
<li>If you still cannot connect, please contact the front desk (07:00–23:00) by dialling <strong>9</strong> from your room telephone.</li>
</ul>
<p>As with any public network, we recommend that you do not send sensitive information such as credit card numbers over Wi-Fi.</p>`,
    zh: `<h2>Wi-Fi 无线网络</h2>
<p>酒店内包括客房、大堂及餐厅在内的所有区域均提供免费Wi-Fi。</p>
<h3>在客房内使用</h3>
<table>
<thead><tr><th>项目</th><th>内容</th></tr></thead>
<tbody>
<tr><td>网络名称（SSID）</td><td><strong>SAKURANAMIKI-GUEST</strong></td></tr>
<tr><td>密码</td><td>印在房卡卡套上</td></tr>
</tbody>
</table>
<h3>在大堂及餐厅使用</h3>
<p>在1楼大堂及2楼餐厅“Sakura Dining”，还可以连接 <strong>SAKURANAMIKI-LOBBY</strong>，无需密码。连接后，请在浏览器弹出的页面中同意使用条款，即可上网。</p>
<h3>使用小贴士</h3>
<ul>
<li>如您的设备支持5GHz频段，建议选择 <strong>SAKURANAMIKI-GUEST-5G</strong>，网速更快、连接更稳定（密码相同）。</li>
<li>如连接不稳定，请先关闭设备的Wi-Fi，再重新连接。</li>
<li>客房内不提供有线网络（LAN）接口，敬请谅解。</li>
<li>如仍无法连接，请联系前台（07:00–23:00），用客房电话拨打“9”即可。</li>
</ul>
<p>由于公共无线网络的特性，建议您避免通过Wi-Fi发送信用卡号码等重要信息。</p>`,
    ko: `<h2>Wi-Fi 안내</h2>
<p>객실, 로비, 레스토랑을 포함한 호텔 내 모든 구역에서 무료 Wi-Fi를 이용하실 수 있습니다.</p>
<h3>객실에서 이용하기</h3>
<table>
<thead><tr><th>항목</th><th>내용</th></tr></thead>
<tbody>
<tr><td>네트워크 이름(SSID)</td><td><strong>SAKURANAMIKI-GUEST</strong></td></tr>
<tr><td>비밀번호</td><td>객실 카드키 홀더에 기재되어 있습니다</td></tr>
</tbody>
</table>
<h3>로비 및 레스토랑에서 이용하기</h3>
<p>1층 로비와 2층 레스토랑 'Sakura Dining'에서는 <strong>SAKURANAMIKI-LOBBY</strong>도 이용하실 수 있으며, 비밀번호는 필요하지 않습니다. 접속 후 브라우저에 표시되는 이용 약관에 동의하시면 인터넷에 연결됩니다.</p>
<h3>쾌적한 이용을 위한 안내</h3>
<ul>
<li>5GHz를 지원하는 기기에서는 <strong>SAKURANAMIKI-GUEST-5G</strong>를 선택하시면 더욱 빠르고 안정적으로 이용하실 수 있습니다(비밀번호는 동일합니다).</li>
<li>연결이 불안정한 경우 기기의 Wi-Fi를 껐다가 다시 연결해 주십시오.</li>
<li>객실에는 유선 LAN이 설치되어 있지 않습니다. 양해 부탁드립니다.</li>
<li>그래도 연결되지 않을 때는 프런트(07:00~23:00)로 문의해 주십시오. 객실 전화로 9번을 누르시면 연결됩니다.</li>
</ul>
<p>공용 무선 네트워크의 특성상 신용카드 번호 등 중요한 정보는 Wi-Fi로 전송하지 않으시기를 권장합니다.</p>`,
  },

  // 4: Notices: elevator maintenance, quiet hours, no smoking, luggage, lost and found.
  4: {
    ja: `<h2>お知らせ</h2>
<h3>エレベーター定期点検</h3>
<p>毎月<strong>第2・第4火曜日の10:00〜12:00</strong>に、エレベーターの定期点検を実施いたします。点検中は2基のうち1基を停止するため、お待たせする場合がございます。ご不便をおかけいたしますが、ご理解とご協力をお願い申し上げます。</p>
<h3>静粛時間について</h3>
<p><strong>22:00〜翌07:00</strong>は静粛時間とさせていただいております。すべてのお客様に快適にお休みいただけるよう、廊下や客室での会話、テレビの音量などにご配慮をお願いいたします。</p>
<h3>全館禁煙</h3>
<p>客室を含む館内全域を禁煙としております。電子たばこ・加熱式たばこも同様です。客室内での喫煙が確認された場合は、特別清掃費として30,000円を申し受けます。ホテル出入口付近での喫煙もご遠慮いただき、公共の喫煙所をご利用ください。</p>
<h3>お荷物のお預かり</h3>
<p>チェックイン当日およびチェックアウト当日は、フロントにて無料でお荷物をお預かりいたします。貴重品、生もの、壊れやすいものはお預かりできませんので、あらかじめご了承ください。</p>
<h3>お忘れ物について</h3>
<p>お忘れ物は3か月間保管いたします。ただし、飲食物や開封済みの化粧品類は、衛生上の理由により発見当日に処分させていただきます。ご希望の場合は、着払いにて日本国内へお送りいたします。フロント（<a href="tel:+81358301234">03-5830-1234</a>、07:00〜23:00）までお問い合わせください。</p>`,
    en: `<h2>Notices</h2>
<h3>Elevator maintenance</h3>
<p>Scheduled elevator inspections take place on the <strong>second and fourth Tuesday of every month, 10:00–12:00</strong>. One of our two elevators will be out of service during this time, so you may have to wait a little longer than usual. We apologise for any inconvenience.</p>
<h3>Quiet hours</h3>
<p>Quiet hours are from <strong>22:00 to 07:00</strong>. So that all guests can rest comfortably, please keep conversation in the corridors and the volume of your TV low.</p>
<h3>No smoking</h3>
<p>The entire hotel, including all guest rooms, is non-smoking. This also applies to e-cigarettes and heated tobacco products. If smoking is found to have taken place in a guest room, a special cleaning fee of ¥30,000 will be charged. Please also refrain from smoking near the hotel entrance and use a public smoking area instead.</p>
<h3>Luggage storage</h3>
<p>We are happy to store your luggage free of charge at the front desk on the day of check-in and on the day of check-out. We are unable to accept valuables, perishable food or fragile items.</p>
<h3>Lost and found</h3>
<p>Items left behind are kept for three months. For hygiene reasons, food, drinks and opened toiletries are disposed of on the day they are found. On request, we can send items to an address in Japan by cash-on-delivery parcel. Please contact the front desk on <a href="tel:+81358301234">03-5830-1234</a> (07:00–23:00).</p>`,
    zh: `<h2>酒店通知</h2>
<h3>电梯定期检修</h3>
<p>每月<strong>第二个和第四个星期二的10:00–12:00</strong>进行电梯定期检修。检修期间，两部电梯中的一部将暂停运行，可能需要您稍作等候。给您带来不便，敬请谅解。</p>
<h3>安静时段</h3>
<p><strong>22:00至次日07:00</strong>为安静时段。为了让所有客人都能安心休息，请在走廊及客房内注意交谈音量和电视音量。</p>
<h3>全馆禁烟</h3>
<p>包括客房在内的酒店所有区域均禁止吸烟，电子烟和加热型烟草制品亦同。如发现在客房内吸烟，将收取特别清洁费30,000日元。请勿在酒店出入口附近吸烟，并请使用公共吸烟区。</p>
<h3>行李寄存</h3>
<p>入住当天及退房当天，前台可免费为您寄存行李。贵重物品、生鲜食品及易碎物品恕不寄存，敬请谅解。</p>
<h3>遗失物品</h3>
<p>遗失物品将为您保管三个月。但出于卫生考虑，食品、饮料及已开封的化妆品等将于发现当天处理。如有需要，可通过货到付款方式寄送至日本国内地址。请联系前台（<a href="tel:+81358301234">03-5830-1234</a>，07:00–23:00）。</p>`,
    ko: `<h2>공지 사항</h2>
<h3>엘리베이터 정기 점검</h3>
<p>매월 <strong>둘째·넷째 주 화요일 10:00~12:00</strong>에 엘리베이터 정기 점검을 실시합니다. 점검 중에는 2대 중 1대의 운행이 중지되어 평소보다 기다리실 수 있습니다. 불편을 드려 죄송합니다.</p>
<h3>정숙 시간</h3>
<p><strong>22:00부터 다음 날 07:00까지</strong>는 정숙 시간입니다. 모든 고객님께서 편안히 쉬실 수 있도록 복도와 객실에서의 대화 소리와 TV 음량에 유의해 주시기 바랍니다.</p>
<h3>전관 금연</h3>
<p>객실을 포함한 호텔 전 구역은 금연입니다. 전자 담배와 가열식 담배도 마찬가지입니다. 객실 내 흡연이 확인될 경우 특별 청소비 30,000엔이 부과됩니다. 호텔 출입구 주변에서도 흡연을 삼가시고 공공 흡연 구역을 이용해 주십시오.</p>
<h3>수하물 보관</h3>
<p>체크인 당일과 체크아웃 당일에는 프런트에서 짐을 무료로 보관해 드립니다. 귀중품, 신선 식품, 깨지기 쉬운 물품은 보관하지 않으니 양해 부탁드립니다.</p>
<h3>분실물</h3>
<p>분실물은 3개월간 보관합니다. 단, 음식물과 개봉한 화장품류는 위생상의 이유로 발견 당일 폐기합니다. 원하시는 경우 착불로 일본 국내 주소로 보내 드립니다. 프런트(<a href="tel:+81358301234">03-5830-1234</a>, 07:00~23:00)로 문의해 주십시오.</p>`,
  },

  // 5: Floor guide, B1 to 10F (English only, to demonstrate the language fallback).
  5: {
    ja: null,
    en: `<h2>Floor Guide</h2>
<p>Guest rooms are on the 3rd to 10th floors, and shared facilities are on the basement, 1st and 2nd floors. Two elevators serve every floor from B1 to 10F.</p>
<table>
<thead><tr><th>Floor</th><th>Facilities</th></tr></thead>
<tbody>
<tr><td>10F</td><td>Guest rooms 1001–1015 (Superior rooms with views of Tokyo Skytree), ice machine</td></tr>
<tr><td>9F</td><td>Guest rooms 901–915, vending machine (soft drinks)</td></tr>
<tr><td>8F</td><td>Guest rooms 801–815, ice machine</td></tr>
<tr><td>7F</td><td>Guest rooms 701–715</td></tr>
<tr><td>6F</td><td>Guest rooms 601–615, vending machine (soft drinks)</td></tr>
<tr><td>5F</td><td>Guest rooms 501–515, ice machine</td></tr>
<tr><td>4F</td><td>Guest rooms 401–415</td></tr>
<tr><td>3F</td><td>Guest rooms 301–315, coin laundry, microwave, vending machine (soft drinks)</td></tr>
<tr><td>2F</td><td>Restaurant Sakura Dining (breakfast buffet 06:30–10:00, room service kitchen)</td></tr>
<tr><td>1F</td><td>Entrance, lobby, front desk (07:00–23:00), self check-in machine, amenity corner, luggage storage</td></tr>
<tr><td>B1</td><td>Public bath Sakura-no-Yu (separate men's and women's baths, each with a sauna), relaxation lounge, vending machines (soft drinks, beer, ice cream)</td></tr>
</tbody>
</table>
<h3>Good to know</h3>
<ul>
<li>For your security, the elevators stop at the guest room floors (3F–10F) only after you touch your room key card to the reader inside the car.</li>
<li>The ice machines on 5F, 8F and 10F can be used at any time. Ice bags are provided beside each machine.</li>
<li>Please use the microwave on 3F quietly between 22:00 and 07:00.</li>
<li>Emergency exits and evacuation routes are shown on the map on the inside of your room door. Please take a moment to check them on arrival.</li>
<li>Accessible toilets are located on 1F and B1.</li>
</ul>`,
    zh: null,
    ko: null,
  },

  // 6: Terms of use: contract, refusal, registration, times, late check-out, valuables, prohibited acts.
  6: {
    ja: `<h2>宿泊約款・ご利用規則</h2>
<p>ホテル桜並木 浅草では、すべてのお客様に安全で快適にお過ごしいただくため、以下の事項を定めております。本約款に定めのない事項については、法令または一般に確立された慣習によるものとします。</p>
<h3>第1条（宿泊契約の成立）</h3>
<p>宿泊契約は、当ホテルがお客様からの宿泊のお申し込みを承諾したときに成立します。</p>
<h3>第2条（宿泊契約締結のお断り）</h3>
<p>当ホテルは、次の場合には宿泊契約の締結をお断りすることがございます。</p>
<ol>
<li>宿泊のお申し込みが本約款によらないとき、または満室のとき</li>
<li>法令の規定、公の秩序もしくは善良の風俗に反する行為をするおそれがあると認められるとき</li>
<li>暴力団員、暴力団関係者その他の反社会的勢力であると認められるとき</li>
<li>他のお客様へのサービスの提供を著しく阻害するおそれのある、過重な負担を伴う要求を繰り返したとき</li>
<li>天災その他やむを得ない事由により宿泊させることができないとき</li>
</ol>
<h3>第3条（宿泊者名簿へのご記入）</h3>
<p>チェックインの際は、宿泊者全員の氏名、住所および連絡先をご記入ください。日本国内に住所をお持ちでない外国籍のお客様は、旅券をご提示いただき、法令に基づきその写しを保管いたします。</p>
<h3>第4条（チェックイン・チェックアウト）</h3>
<p>チェックインは15:00から翌02:00まで、チェックアウトは11:00までとします。事前のご連絡なく翌02:00までにチェックインされない場合は、ご予約を取り消すことがございます。</p>
<h3>第5条（レイトチェックアウト）</h3>
<p>空室状況により、チェックアウト時刻を超えて客室をご利用いただけます。15:00までは1時間につき1,100円（税込）、15:00以降は1泊分の室料を申し受けます。</p>
<h3>第6条（貴重品の責任）</h3>
<ol>
<li>現金および貴重品は、客室のセーフティボックスに保管されるか、フロントにお預けください。</li>
<li>フロントにお預けいただいた物品が滅失・毀損した場合は、不可抗力による場合を除き、その損害を賠償いたします。ただし、種類および価額の明告がなかった現金および貴重品については、15万円を限度とします。</li>
<li>お預けいただかなかった物品については、当ホテルの故意または過失による場合を除き、責任を負いかねます。</li>
</ol>
<h3>第7条（禁止事項）</h3>
<p>館内では、次の行為を禁止いたします。</p>
<ul>
<li>館内全域での喫煙（電子たばこ・加熱式たばこを含みます）</li>
<li>動物（身体障害者補助犬を除きます）、危険物、悪臭を発するものの持ち込み</li>
<li>客室内での調理、火気および暖房器具のご使用</li>
<li>賭博、大声や騒音など、他のお客様のご迷惑となる行為</li>
<li>ご登録のお客様以外の方の宿泊、および宿泊以外の目的での客室のご使用</li>
<li>備品の持ち出しや改造、許可のない物品の販売や広告物の配布</li>
</ul>
<p>お客様の故意または過失により当ホテルに損害を与えた場合は、その損害を賠償していただきます。</p>`,
    en: `<h2>Terms of Use</h2>
<p>So that every guest can enjoy a safe and pleasant stay, please observe the following terms. Matters not covered here are governed by Japanese law and generally accepted practice.</p>
<h3>Article 1 (Accommodation Contract)</h3>
<p>The accommodation contract is concluded when the hotel accepts your application for accommodation.</p>
<h3>Article 2 (Refusal of Accommodation)</h3>
<p>The hotel may decline to conclude an accommodation contract when:</p>
<ol>
<li>the application does not conform to these terms, or no rooms are available;</li>
<li>the guest is deemed likely to act against the law, public order or good morals;</li>
<li>the guest is a member or associate of an organised crime group;</li>
<li>the guest repeatedly makes unreasonable demands that place an excessive burden on the hotel;</li>
<li>natural disaster or other unavoidable circumstances make accommodation impossible.</li>
</ol>
<h3>Article 3 (Registration)</h3>
<p>At check-in, please register the name, address and contact details of every guest. Foreign guests without an address in Japan must also present their passport, which the hotel is required by law to copy.</p>
<h3>Article 4 (Check-in and Check-out)</h3>
<p>Check-in is from 15:00 until 02:00 the following morning, and check-out is by 11:00. If you have not checked in by 02:00 without contacting us, your reservation may be cancelled.</p>
<h3>Article 5 (Late Check-out)</h3>
<p>Subject to availability, you may keep your room until 15:00 for ¥1,100 per hour (tax included). After 15:00, one night's room charge applies.</p>
<h3>Article 6 (Valuables)</h3>
<ol>
<li>Please keep cash and valuables in your room safe or deposit them at the front desk.</li>
<li>The hotel will compensate for loss of or damage to items deposited at the front desk, except in cases of force majeure. For cash and valuables whose type and value were not declared, compensation is limited to ¥150,000.</li>
<li>For items not deposited, the hotel is liable only for loss or damage caused by its intent or negligence.</li>
</ol>
<h3>Article 7 (Prohibited Acts)</h3>
<p>The following are not permitted:</p>
<ul>
<li>smoking anywhere, including e-cigarettes and heated tobacco;</li>
<li>bringing in animals (except assistance dogs), dangerous substances or anything with a strong odour;</li>
<li>cooking, or using open flames or heaters, in guest rooms;</li>
<li>gambling, or noise and behaviour that disturbs other guests;</li>
<li>letting unregistered persons stay, or using rooms for purposes other than accommodation;</li>
<li>removing or altering hotel property, or selling goods or distributing advertising without permission.</li>
</ul>
<p>Guests must compensate the hotel for any damage caused through their intent or negligence.</p>
<p><em>This translation is for reference only; the Japanese text prevails.</em></p>`,
    zh: `<h2>住宿条款及使用规则</h2>
<p>为了让所有客人在浅草樱并木酒店安全、舒适地入住，敬请遵守以下条款。本条款未作规定的事项，依据日本法律及普遍认可的惯例处理。</p>
<h3>第1条（住宿合同的成立）</h3>
<p>住宿合同自本酒店接受客人的住宿申请时成立。</p>
<h3>第2条（拒绝住宿）</h3>
<p>有下列情形之一的，本酒店可拒绝签订住宿合同：</p>
<ol>
<li>住宿申请不符合本条款，或客房已满</li>
<li>被认为可能实施违反法律、公共秩序或善良风俗的行为</li>
<li>被认定为暴力团成员、相关人员或其他反社会势力</li>
<li>反复提出负担过重、可能严重妨碍本酒店为其他客人提供服务的要求</li>
<li>因自然灾害或其他不得已的原因无法提供住宿</li>
</ol>
<h3>第3条（住宿登记）</h3>
<p>办理入住时，请填写所有住宿客人的姓名、住址及联系方式。在日本国内无住址的外籍客人还须出示护照，本酒店将依法复印并保存。</p>
<h3>第4条（入住及退房时间）</h3>
<p>入住时间为15:00至次日02:00，退房时间为11:00前。如未事先联系且未于次日02:00前办理入住，本酒店可能取消您的预订。</p>
<h3>第5条（延迟退房）</h3>
<p>视空房情况，可在退房时间后继续使用客房。15:00前每小时收取1,100日元（含税），15:00以后收取一晚房费。</p>
<h3>第6条（贵重物品）</h3>
<ol>
<li>现金及贵重物品请存放于客房保险箱内，或寄存于前台。</li>
<li>寄存于前台的物品如发生灭失或损坏，除不可抗力外，本酒店将赔偿损失。但对于未申报种类及价值的现金和贵重物品，赔偿以15万日元为限。</li>
<li>对于未寄存的物品，除因本酒店故意或过失造成的情况外，本酒店不承担责任。</li>
</ol>
<h3>第7条（禁止事项）</h3>
<p>酒店内禁止以下行为：</p>
<ul>
<li>在酒店任何区域吸烟（包括电子烟及加热型烟草）</li>
<li>携带动物（辅助犬除外）、危险物品或散发强烈气味的物品入内</li>
<li>在客房内烹饪、使用明火或取暖器具</li>
<li>赌博、大声喧哗等影响其他客人的行为</li>
<li>让登记客人以外的人员留宿，或将客房用于住宿以外的目的</li>
<li>带出或改装酒店物品，未经许可销售商品或分发广告</li>
</ul>
<p>如因客人的故意或过失给本酒店造成损失，客人须承担赔偿责任。</p>
<p><em>本条款以日文版本为准，中文译文仅供参考。</em></p>`,
    ko: `<h2>숙박 약관 및 이용 규칙</h2>
<p>호텔 사쿠라나미키 아사쿠사를 이용하시는 모든 고객님께서 안전하고 쾌적하게 지내실 수 있도록 다음 사항을 지켜 주시기 바랍니다. 본 약관에 정하지 않은 사항은 일본 법령 및 일반적으로 확립된 관습에 따릅니다.</p>
<h3>제1조(숙박 계약의 성립)</h3>
<p>숙박 계약은 호텔이 고객님의 숙박 신청을 승낙한 때에 성립합니다.</p>
<h3>제2조(숙박 거절)</h3>
<p>호텔은 다음의 경우 숙박 계약의 체결을 거절할 수 있습니다.</p>
<ol>
<li>숙박 신청이 본 약관에 따르지 않거나 만실인 경우</li>
<li>법령, 공공질서 또는 미풍양속에 반하는 행위를 할 우려가 있다고 인정되는 경우</li>
<li>폭력단원, 폭력단 관계자 또는 기타 반사회적 세력에 해당한다고 인정되는 경우</li>
<li>다른 고객에 대한 서비스 제공을 현저히 방해할 우려가 있는 과중한 요구를 반복하는 경우</li>
<li>천재지변 또는 기타 부득이한 사유로 숙박을 제공할 수 없는 경우</li>
</ol>
<h3>제3조(숙박자 명부 기재)</h3>
<p>체크인 시 숙박하시는 모든 분의 성명, 주소, 연락처를 기재해 주십시오. 일본 국내에 주소가 없는 외국 국적 고객님은 여권을 제시해 주셔야 하며, 호텔은 법령에 따라 그 사본을 보관합니다.</p>
<h3>제4조(체크인·체크아웃)</h3>
<p>체크인은 15:00부터 다음 날 02:00까지, 체크아웃은 11:00까지입니다. 사전 연락 없이 다음 날 02:00까지 체크인하지 않으시면 예약이 취소될 수 있습니다.</p>
<h3>제5조(레이트 체크아웃)</h3>
<p>빈 객실 상황에 따라 체크아웃 시간 이후에도 객실을 이용하실 수 있습니다. 15:00까지는 1시간당 1,100엔(세금 포함), 15:00 이후에는 1박 객실 요금이 부과됩니다.</p>
<h3>제6조(귀중품)</h3>
<ol>
<li>현금과 귀중품은 객실 금고에 보관하시거나 프런트에 맡겨 주십시오.</li>
<li>프런트에 맡기신 물품이 분실 또는 훼손된 경우, 불가항력에 의한 경우를 제외하고 호텔이 그 손해를 배상합니다. 단, 종류와 가액을 미리 알리지 않은 현금 및 귀중품은 15만 엔을 한도로 합니다.</li>
<li>맡기지 않은 물품에 대해서는 호텔의 고의 또는 과실에 의한 경우를 제외하고 책임을 지지 않습니다.</li>
</ol>
<h3>제7조(금지 사항)</h3>
<p>호텔 내에서는 다음 행위를 금지합니다.</p>
<ul>
<li>호텔 전 구역에서의 흡연(전자 담배·가열식 담배 포함)</li>
<li>동물(보조견 제외), 위험물, 강한 냄새가 나는 물품의 반입</li>
<li>객실 내 조리, 화기 및 난방 기구 사용</li>
<li>도박, 큰 소리나 소음 등 다른 고객님께 폐를 끼치는 행위</li>
<li>등록한 고객 이외의 사람을 숙박시키거나 숙박 이외의 목적으로 객실을 사용하는 행위</li>
<li>비품의 반출이나 개조, 허가 없는 물품 판매나 광고물 배포</li>
</ul>
<p>고객님의 고의 또는 과실로 호텔에 손해를 끼친 경우 그 손해를 배상하셔야 합니다.</p>
<p><em>본 약관은 일본어판을 기준으로 하며, 한국어 번역문은 참고용입니다.</em></p>`,
  },

  // 7: Meals: breakfast buffet at Sakura Dining, menu, room service, allergies.
  7: {
    ja: `<h2>お食事のご案内</h2>
<h3>朝食ビュッフェ</h3>
<p>2階レストラン<strong>「Sakura Dining（さくらダイニング）」</strong>にて、和洋のビュッフェ朝食をご用意しております。浅草散策の前に、ゆっくりとお召し上がりください。</p>
<table>
<thead><tr><th>項目</th><th>内容</th></tr></thead>
<tbody>
<tr><td>営業時間</td><td>06:30〜10:00（最終入店 09:30）</td></tr>
<tr><td>会場</td><td>2階 Sakura Dining</td></tr>
<tr><td>大人</td><td>2,200円</td></tr>
<tr><td>小学生</td><td>1,100円</td></tr>
<tr><td>未就学児</td><td>無料</td></tr>
</tbody>
</table>
<p>料金はすべて税込です。朝食の付かないプランでご宿泊のお客様は、フロントまたはレストラン入口にて朝食券をお求めいただけます。</p>
<h3>主なメニュー</h3>
<ul>
<li><strong>和食：</strong>炊きたてのご飯、お味噌汁、焼き鮭、だし巻き玉子、季節の煮物、納豆、お漬物</li>
<li><strong>洋食：</strong>毎朝焼き上げるパン、目の前でお作りするオムレツ、ソーセージ、ベーコン、サラダバー、ヨーグルト、フルーツ</li>
<li><strong>お飲み物：</strong>コーヒー、紅茶、緑茶、オレンジジュース、牛乳</li>
</ul>
<p>浅草にちなんだ「ミニ天丼」など、日替わりのご当地メニューもお楽しみください。</p>
<h3>ルームサービス</h3>
<p>毎日18:00〜22:00（ラストオーダー21:30）、カレーライス、パスタ、クラブサンドイッチ、お飲み物などの軽食をご用意しております。メニューは客室のデスクにございます。ご注文はフロント（客室のお電話から「9」番）にて承ります。</p>
<h3>食物アレルギーについて</h3>
<p>ビュッフェでは、特定原材料8品目（卵、乳、小麦、そば、落花生、えび、かに、くるみ）を料理ごとに表示しております。すべての料理を同じ厨房で調理しているため、微量の混入を完全に防ぐことはできません。重いアレルギーをお持ちのお客様は、お召し上がりになる前にスタッフへご相談ください。</p>`,
    en: `<h2>Meals</h2>
<h3>Breakfast buffet</h3>
<p>Start your day in Asakusa with a Japanese and Western breakfast buffet at <strong>Sakura Dining</strong> on the 2nd floor.</p>
<table>
<thead><tr><th>Item</th><th>Details</th></tr></thead>
<tbody>
<tr><td>Hours</td><td>06:30–10:00 (last entry 09:30)</td></tr>
<tr><td>Venue</td><td>Sakura Dining, 2F</td></tr>
<tr><td>Adults</td><td>¥2,200</td></tr>
<tr><td>Children (6–12)</td><td>¥1,100</td></tr>
<tr><td>Children under 6</td><td>Free</td></tr>
</tbody>
</table>
<p>All prices include tax. If breakfast is not included in your plan, breakfast tickets are available at the front desk or at the restaurant entrance.</p>
<h3>On the menu</h3>
<ul>
<li><strong>Japanese:</strong> freshly cooked rice, miso soup, grilled salmon, rolled dashi omelette, simmered seasonal vegetables, natto and Japanese pickles</li>
<li><strong>Western:</strong> bread baked every morning, omelettes cooked to order, sausages, bacon, salad bar, yoghurt and fresh fruit</li>
<li><strong>Drinks:</strong> coffee, black tea, green tea, orange juice and milk</li>
</ul>
<p>Look out for our daily local specials, such as mini tempura rice bowls, a taste of Asakusa.</p>
<h3>Room service</h3>
<p>Available daily 18:00–22:00 (last order 21:30), with a light menu of Japanese curry rice, pasta, club sandwiches and drinks. You will find the menu on the desk in your room. To order, please call the front desk by dialling <strong>9</strong>.</p>
<h3>Food allergies</h3>
<p>Each dish on the buffet is labelled for the eight major allergens (egg, milk, wheat, buckwheat, peanut, shrimp, crab and walnut). As all dishes are prepared in the same kitchen, we cannot completely rule out traces of other ingredients. If you have a severe allergy, please speak to our staff before eating.</p>`,
    zh: `<h2>餐饮指南</h2>
<h3>自助早餐</h3>
<p>2楼餐厅<strong>“Sakura Dining”</strong>为您准备了日式与西式自助早餐。在开始浅草观光之前，欢迎您悠闲享用。</p>
<table>
<thead><tr><th>项目</th><th>详情</th></tr></thead>
<tbody>
<tr><td>营业时间</td><td>06:30–10:00（最后入场09:30）</td></tr>
<tr><td>地点</td><td>2楼 Sakura Dining</td></tr>
<tr><td>成人</td><td>2,200日元</td></tr>
<tr><td>儿童（6–12岁）</td><td>1,100日元</td></tr>
<tr><td>6岁以下儿童</td><td>免费</td></tr>
</tbody>
</table>
<p>以上价格均含税。如您预订的方案不含早餐，可在前台或餐厅入口购买早餐券。</p>
<h3>主要菜品</h3>
<ul>
<li><strong>日式：</strong>现煮米饭、味噌汤、烤三文鱼、日式高汤煎蛋卷、时令炖菜、纳豆、日式腌菜</li>
<li><strong>西式：</strong>每天早晨现烤的面包、现场制作的欧姆蛋、香肠、培根、沙拉吧、酸奶、水果</li>
<li><strong>饮品：</strong>咖啡、红茶、绿茶、橙汁、牛奶</li>
</ul>
<p>我们每天还会推出“迷你天妇罗盖饭”等富有浅草特色的当地美食，敬请品尝。</p>
<h3>客房送餐服务</h3>
<p>每天18:00–22:00（最后点餐21:30）提供咖喱饭、意大利面、总汇三明治及饮品等轻食。菜单放在客房书桌上，点餐请用客房电话拨打“9”联系前台。</p>
<h3>关于食物过敏</h3>
<p>自助餐的每道菜品均标注了8种主要过敏原（鸡蛋、乳制品、小麦、荞麦、花生、虾、蟹、核桃）。由于所有菜品均在同一厨房制作，无法完全避免微量混入。如您有严重过敏，请在用餐前咨询工作人员。</p>`,
    ko: `<h2>식사 안내</h2>
<h3>조식 뷔페</h3>
<p>2층 레스토랑 <strong>'Sakura Dining'</strong>에서 일식과 양식 조식 뷔페를 준비하고 있습니다. 아사쿠사 관광 전에 여유롭게 즐겨 주십시오.</p>
<table>
<thead><tr><th>항목</th><th>내용</th></tr></thead>
<tbody>
<tr><td>운영 시간</td><td>06:30~10:00(마지막 입장 09:30)</td></tr>
<tr><td>장소</td><td>2층 Sakura Dining</td></tr>
<tr><td>성인</td><td>2,200엔</td></tr>
<tr><td>어린이(6~12세)</td><td>1,100엔</td></tr>
<tr><td>6세 미만</td><td>무료</td></tr>
</tbody>
</table>
<p>요금은 모두 세금 포함입니다. 조식이 포함되지 않은 플랜으로 숙박하시는 고객님은 프런트 또는 레스토랑 입구에서 조식권을 구입하실 수 있습니다.</p>
<h3>주요 메뉴</h3>
<ul>
<li><strong>일식:</strong> 갓 지은 밥, 된장국, 연어구이, 일본식 달걀말이, 제철 조림, 낫토, 일본식 절임</li>
<li><strong>양식:</strong> 매일 아침 굽는 빵, 즉석에서 만드는 오믈렛, 소시지, 베이컨, 샐러드 바, 요구르트, 과일</li>
<li><strong>음료:</strong> 커피, 홍차, 녹차, 오렌지 주스, 우유</li>
</ul>
<p>'미니 텐동(튀김 덮밥)' 등 아사쿠사다운 향토 메뉴도 매일 바꿔 가며 선보입니다.</p>
<h3>룸서비스</h3>
<p>매일 18:00~22:00(라스트 오더 21:30)에 카레라이스, 파스타, 클럽 샌드위치, 음료 등 간단한 식사를 제공합니다. 메뉴는 객실 책상에 비치되어 있으며, 주문은 객실 전화로 9번을 눌러 프런트에 해 주십시오.</p>
<h3>식품 알레르기 안내</h3>
<p>뷔페 요리에는 8대 주요 알레르기 유발 물질(달걀, 우유, 밀, 메밀, 땅콩, 새우, 게, 호두)을 요리별로 표시하고 있습니다. 모든 요리를 같은 주방에서 조리하므로 미량 혼입을 완전히 막을 수는 없습니다. 심한 알레르기가 있으신 고객님은 드시기 전에 직원에게 문의해 주십시오.</p>`,
  },

  // 8: Public bath on B1: hours, towels, tattoo policy, sauna, etiquette.
  8: {
    ja: `<h2>大浴場のご案内</h2>
<p>地下1階の大浴場<strong>「桜の湯」</strong>で、観光の疲れをゆっくりと癒やしてください。男湯・女湯ともにサウナを備えております。</p>
<h3>ご利用時間</h3>
<table>
<thead><tr><th>浴場</th><th>夜</th><th>朝</th></tr></thead>
<tbody>
<tr><td>男湯</td><td>15:00〜翌01:00</td><td>05:30〜10:00</td></tr>
<tr><td>女湯</td><td>15:00〜翌01:00</td><td>06:00〜10:00</td></tr>
<tr><td>サウナ（男湯・女湯）</td><td>15:00〜翌00:30</td><td>06:00〜09:30</td></tr>
</tbody>
</table>
<p>最終入場は終了時刻の30分前です。10:00〜15:00は清掃のためご利用いただけません。</p>
<h3>お持ち物</h3>
<p>バスタオル・フェイスタオルは脱衣所にご用意しておりますので、客室からお持ちいただく必要はございません。シャンプー、コンディショナー、ボディソープ、ドライヤーも備えております。客室のルームウェアとスリッパのままお越しいただけます。貴重品は客室のセーフティボックスに保管してください。</p>
<h3>タトゥー（刺青）について</h3>
<p>タトゥー・刺青のあるお客様は、大浴場のご利用をご遠慮いただいております。ただし、フロントで無料でお渡ししているカバーシール（10cm×15cm）1枚で完全に隠れる大きさの場合は、ご利用いただけます。なお、全客室にバスタブとシャワーを備えております。</p>
<h3>ご入浴のマナー</h3>
<ul>
<li>湯船に入る前に、洗い場でお体を洗ってください。</li>
<li>タオルは湯船に入れず、長い髪はまとめてください。</li>
<li>水着でのご入浴はご遠慮ください。</li>
<li>7歳以上のお子様は、ご本人の性別の浴場をご利用ください。</li>
<li>飲酒後のご入浴はお控えください。サウナご利用の際は、こまめに水分を補給してください。</li>
<li>脱衣所・浴室内での撮影および携帯電話のご使用は固くお断りいたします。</li>
</ul>`,
    en: `<h2>Public Bath</h2>
<p>Unwind after a day of sightseeing in our large public bath, <strong>Sakura-no-Yu</strong>, on the basement floor (B1). The separate men's and women's baths each have a sauna.</p>
<h3>Opening hours</h3>
<table>
<thead><tr><th>Bath</th><th>Evening</th><th>Morning</th></tr></thead>
<tbody>
<tr><td>Men's bath</td><td>15:00–01:00</td><td>05:30–10:00</td></tr>
<tr><td>Women's bath</td><td>15:00–01:00</td><td>06:00–10:00</td></tr>
<tr><td>Saunas (both baths)</td><td>15:00–00:30</td><td>06:00–09:30</td></tr>
</tbody>
</table>
<p>Last entry is 30 minutes before closing. The baths are closed for cleaning from 10:00 to 15:00.</p>
<h3>What to bring</h3>
<p>Bath towels and face towels are provided in the changing rooms, so there is no need to bring the towels from your room. Shampoo, conditioner, body soap and hair dryers are also available. You are welcome to come down in the room wear and slippers provided in your room. Please leave valuables in the safe in your room.</p>
<h3>Tattoos</h3>
<p>Guests with tattoos are kindly asked not to use the public bath. However, if your tattoo can be completely covered by one of our cover stickers (10 cm × 15 cm), available free of charge at the front desk, you are welcome to use it. Every guest room has its own bathtub and shower.</p>
<h3>Bathing etiquette</h3>
<ul>
<li>Please wash your body in the shower area before getting into the bath.</li>
<li>Keep towels out of the bath water, and tie up long hair.</li>
<li>Swimwear may not be worn.</li>
<li>Children aged 7 and over should use the bath for their own gender.</li>
<li>Please do not bathe after drinking alcohol, and drink plenty of water when using the sauna.</li>
<li>Photography and the use of mobile phones are strictly prohibited in the changing rooms and bath area.</li>
</ul>`,
    zh: `<h2>大浴场指南</h2>
<p>欢迎在地下1楼的大浴场<strong>“樱之汤”</strong>舒缓观光的疲惫。男浴场和女浴场均设有桑拿。</p>
<h3>开放时间</h3>
<table>
<thead><tr><th>浴场</th><th>晚间</th><th>早晨</th></tr></thead>
<tbody>
<tr><td>男浴场</td><td>15:00–次日01:00</td><td>05:30–10:00</td></tr>
<tr><td>女浴场</td><td>15:00–次日01:00</td><td>06:00–10:00</td></tr>
<tr><td>桑拿（男女浴场）</td><td>15:00–次日00:30</td><td>06:00–09:30</td></tr>
</tbody>
</table>
<p>最后入场时间为结束前30分钟。10:00–15:00为清扫时间，暂停开放。</p>
<h3>携带物品</h3>
<p>更衣室备有浴巾和毛巾，无需从客房携带。另备有洗发水、护发素、沐浴露和吹风机。您可以穿着客房内的睡衣和拖鞋前往。贵重物品请存放在客房保险箱内。</p>
<h3>关于纹身</h3>
<p>身上有纹身（刺青）的客人，恕不能使用大浴场。但如纹身能用前台免费提供的遮盖贴（10cm×15cm）一张完全遮住，则可以使用。所有客房均设有浴缸和淋浴。</p>
<h3>入浴礼仪</h3>
<ul>
<li>进入浴池前，请先在冲洗区清洗身体。</li>
<li>请勿将毛巾放入浴池，长发请扎起。</li>
<li>请勿穿着泳衣入浴。</li>
<li>7岁及以上的儿童请使用与本人性别相符的浴场。</li>
<li>饮酒后请勿入浴。使用桑拿时请及时补充水分。</li>
<li>更衣室及浴室内严禁拍照及使用手机。</li>
</ul>`,
    ko: `<h2>대욕장 안내</h2>
<p>지하 1층 대욕장 <strong>'사쿠라노유'</strong>에서 관광으로 쌓인 피로를 풀어 보십시오. 남탕과 여탕 모두 사우나를 갖추고 있습니다.</p>
<h3>이용 시간</h3>
<table>
<thead><tr><th>욕장</th><th>저녁</th><th>아침</th></tr></thead>
<tbody>
<tr><td>남탕</td><td>15:00~다음 날 01:00</td><td>05:30~10:00</td></tr>
<tr><td>여탕</td><td>15:00~다음 날 01:00</td><td>06:00~10:00</td></tr>
<tr><td>사우나(남탕·여탕)</td><td>15:00~다음 날 00:30</td><td>06:00~09:30</td></tr>
</tbody>
</table>
<p>마지막 입장은 종료 30분 전까지입니다. 10:00~15:00에는 청소로 인해 이용하실 수 없습니다.</p>
<h3>준비물</h3>
<p>탈의실에 목욕 타월과 페이스 타월이 준비되어 있으므로 객실에서 가져오실 필요가 없습니다. 샴푸, 컨디셔너, 바디 워시, 헤어드라이어도 갖추고 있습니다. 객실의 룸웨어와 슬리퍼 차림으로 오셔도 됩니다. 귀중품은 객실 금고에 보관해 주십시오.</p>
<h3>문신(타투) 관련 안내</h3>
<p>문신이 있는 고객님은 대욕장 이용을 삼가 주시기 바랍니다. 단, 프런트에서 무료로 드리는 커버 스티커(10cm×15cm) 1장으로 완전히 가릴 수 있는 크기라면 이용하실 수 있습니다. 모든 객실에는 욕조와 샤워 시설이 있습니다.</p>
<h3>입욕 매너</h3>
<ul>
<li>탕에 들어가기 전에 씻는 곳에서 몸을 씻어 주십시오.</li>
<li>수건을 탕에 넣지 마시고, 긴 머리는 묶어 주십시오.</li>
<li>수영복을 입고 입욕하실 수 없습니다.</li>
<li>7세 이상 어린이는 본인의 성별에 맞는 욕장을 이용해 주십시오.</li>
<li>음주 후에는 입욕을 삼가 주십시오. 사우나 이용 시에는 수분을 충분히 보충해 주십시오.</li>
<li>탈의실과 욕실 내에서의 촬영 및 휴대 전화 사용은 엄격히 금지합니다.</li>
</ul>`,
  },

  // 9: Facilities: in-room amenities, rentals, coin laundry, vending/ice machines, parking.
  9: {
    ja: `<h2>館内設備・備品のご案内</h2>
<h3>客室備品</h3>
<ul>
<li>バスタオル、フェイスタオル、ルームウェア、スリッパ</li>
<li>シャンプー、コンディショナー、ボディソープ、ハンドソープ</li>
<li>歯ブラシセット、ドライヤー</li>
<li>電気ケトル、緑茶ティーバッグ、冷蔵庫</li>
<li>テレビ、電話、セーフティボックス、空気清浄機</li>
<li>ベッドサイドのUSB充電ポート（USB-A・USB-C）</li>
</ul>
<p>カミソリ、ヘアブラシ、綿棒、メイク落としは、1階ロビーのアメニティコーナーにご用意しております。必要な分だけお持ちください。</p>
<h3>貸出品（無料）</h3>
<p>フロントにて以下の品を貸し出しております。数に限りがございますので、お早めにお申し付けください。</p>
<ul>
<li>スマートフォン充電器（USB-C・Lightning）</li>
<li>加湿器</li>
<li>ズボンプレッサー</li>
<li>アイロン・アイロン台</li>
<li>追加の枕・毛布</li>
<li>変換プラグ</li>
</ul>
<h3>コインランドリー（3階・06:00〜24:00）</h3>
<table>
<thead><tr><th>機器</th><th>料金</th></tr></thead>
<tbody>
<tr><td>洗濯機（洗剤自動投入）</td><td>1回 300円</td></tr>
<tr><td>乾燥機</td><td>30分 100円</td></tr>
</tbody>
</table>
<p>100円硬貨のみご利用いただけます。両替はフロントにて承ります。</p>
<h3>自動販売機・製氷機</h3>
<p>ソフトドリンクの自動販売機は地下1階、3階、6階、9階にございます。ビールとアイスクリームは地下1階でのみお求めいただけます。製氷機は5階、8階、10階にございます。</p>
<h3>駐車場</h3>
<p>当ホテルには専用駐車場がございませんが、徒歩約2分の提携駐車場を予約制でご利用いただけます（台数限定）。料金は1泊2,000円（15:00〜翌11:00）です。機械式駐車場のため、全長5.0m・全幅1.85m・全高1.55m以下の車両に限ります。ご予約は事前にお電話にて承ります。</p>`,
    en: `<h2>Facilities and Equipment</h2>
<h3>In your room</h3>
<ul>
<li>Bath towel, face towel, room wear and slippers</li>
<li>Shampoo, conditioner, body soap and hand soap</li>
<li>Toothbrush set and hair dryer</li>
<li>Electric kettle, green tea bags and refrigerator</li>
<li>TV, telephone, safe and air purifier</li>
<li>USB charging ports by the bed (USB-A and USB-C)</li>
</ul>
<p>Razors, hairbrushes, cotton buds and makeup remover are available at the amenity corner in the 1st-floor lobby. Please take only what you need.</p>
<h3>Items to borrow (free of charge)</h3>
<p>The following items can be borrowed from the front desk. Numbers are limited, so please ask early.</p>
<ul>
<li>Phone chargers (USB-C and Lightning)</li>
<li>Humidifiers</li>
<li>Trouser press</li>
<li>Iron and ironing board</li>
<li>Extra pillows and blankets</li>
<li>Plug adapters</li>
</ul>
<h3>Coin laundry (3F, 06:00–24:00)</h3>
<table>
<thead><tr><th>Machine</th><th>Price</th></tr></thead>
<tbody>
<tr><td>Washing machine (detergent added automatically)</td><td>¥300 per load</td></tr>
<tr><td>Dryer</td><td>¥100 per 30 minutes</td></tr>
</tbody>
</table>
<p>The machines accept ¥100 coins only. Change is available at the front desk.</p>
<h3>Vending and ice machines</h3>
<p>Soft drink vending machines are on B1, 3F, 6F and 9F. Beer and ice cream are sold on B1 only. Ice machines are on 5F, 8F and 10F.</p>
<h3>Parking</h3>
<p>The hotel has no car park of its own, but a limited number of spaces at a partner car park about 2 minutes' walk away can be used by reservation. The fee is ¥2,000 per night (15:00 to 11:00 the next day). As it is a mechanical car park, vehicles must be no more than 5.0 m long, 1.85 m wide and 1.55 m high. Please call us in advance to reserve.</p>`,
    zh: `<h2>馆内设施及用品</h2>
<h3>客房用品</h3>
<ul>
<li>浴巾、毛巾、睡衣、拖鞋</li>
<li>洗发水、护发素、沐浴露、洗手液</li>
<li>牙刷套装、吹风机</li>
<li>电热水壶、绿茶茶包、冰箱</li>
<li>电视、电话、保险箱、空气净化器</li>
<li>床边USB充电口（USB-A、USB-C）</li>
</ul>
<p>剃须刀、梳子、棉签和卸妆用品放置在1楼大堂的洗漱用品区，请按需取用。</p>
<h3>租借物品（免费）</h3>
<p>前台提供以下物品租借。数量有限，请尽早告知。</p>
<ul>
<li>手机充电器（USB-C、Lightning）</li>
<li>加湿器</li>
<li>裤子熨烫机</li>
<li>熨斗及熨衣板</li>
<li>备用枕头及毛毯</li>
<li>电源转换插头</li>
</ul>
<h3>投币洗衣房（3楼，06:00–24:00）</h3>
<table>
<thead><tr><th>设备</th><th>价格</th></tr></thead>
<tbody>
<tr><td>洗衣机（自动投放洗涤剂）</td><td>每次300日元</td></tr>
<tr><td>烘干机</td><td>每30分钟100日元</td></tr>
</tbody>
</table>
<p>仅可使用100日元硬币，前台可为您兑换零钱。</p>
<h3>自动售货机及制冰机</h3>
<p>软饮料自动售货机位于地下1楼、3楼、6楼和9楼，啤酒和冰淇淋仅在地下1楼有售。制冰机位于5楼、8楼和10楼。</p>
<h3>停车场</h3>
<p>本酒店没有自有停车场，但可预约使用步行约2分钟的合作停车场（车位有限）。费用为每晚2,000日元（15:00至次日11:00）。由于是机械式停车场，仅限车长5.0米、车宽1.85米、车高1.55米以内的车辆。请提前致电预约。</p>`,
    ko: `<h2>시설 및 비품 안내</h2>
<h3>객실 비품</h3>
<ul>
<li>목욕 타월, 페이스 타월, 룸웨어, 슬리퍼</li>
<li>샴푸, 컨디셔너, 바디 워시, 핸드 워시</li>
<li>칫솔 세트, 헤어드라이어</li>
<li>전기 포트, 녹차 티백, 냉장고</li>
<li>TV, 전화, 금고, 공기청정기</li>
<li>침대 옆 USB 충전 포트(USB-A·USB-C)</li>
</ul>
<p>면도기, 헤어브러시, 면봉, 메이크업 리무버는 1층 로비의 어메니티 코너에 준비되어 있습니다. 필요한 만큼만 가져가 주십시오.</p>
<h3>대여 물품(무료)</h3>
<p>프런트에서 다음 물품을 대여해 드립니다. 수량이 한정되어 있으니 미리 말씀해 주십시오.</p>
<ul>
<li>스마트폰 충전기(USB-C·Lightning)</li>
<li>가습기</li>
<li>바지 프레스기</li>
<li>다리미·다리미판</li>
<li>추가 베개·담요</li>
<li>전원 변환 플러그</li>
</ul>
<h3>코인 세탁실(3층, 06:00~24:00)</h3>
<table>
<thead><tr><th>기기</th><th>요금</th></tr></thead>
<tbody>
<tr><td>세탁기(세제 자동 투입)</td><td>1회 300엔</td></tr>
<tr><td>건조기</td><td>30분 100엔</td></tr>
</tbody>
</table>
<p>100엔 동전만 사용하실 수 있습니다. 동전 교환은 프런트에서 해 드립니다.</p>
<h3>자동판매기·제빙기</h3>
<p>음료 자동판매기는 지하 1층, 3층, 6층, 9층에 있으며, 맥주와 아이스크림은 지하 1층에서만 판매합니다. 제빙기는 5층, 8층, 10층에 있습니다.</p>
<h3>주차장</h3>
<p>호텔 전용 주차장은 없으나 도보 약 2분 거리의 제휴 주차장을 예약제로 이용하실 수 있습니다(대수 한정). 요금은 1박 2,000엔(15:00~다음 날 11:00)입니다. 기계식 주차장이므로 전장 5.0m, 전폭 1.85m, 전고 1.55m 이하 차량만 이용하실 수 있습니다. 사전에 전화로 예약해 주십시오.</p>`,
  },

  // 10: Check-in/check-out: times, late arrival, early check-in, late check-out, luggage, express check-out.
  10: {
    ja: `<h2>チェックイン・チェックアウト</h2>
<table>
<thead><tr><th>項目</th><th>時間</th></tr></thead>
<tbody>
<tr><td>チェックイン</td><td>15:00〜翌02:00</td></tr>
<tr><td>チェックアウト</td><td>11:00まで</td></tr>
<tr><td>フロント営業時間</td><td>07:00〜23:00</td></tr>
</tbody>
</table>
<h3>23:00以降にご到着の場合</h3>
<p>フロント営業終了後は、ロビーの自動チェックイン機にてお手続きください。ご不明な点がございましたら、機械の横のインターホンから夜間スタッフにおつなぎいたします。翌02:00以降のご到着となる場合は、必ず事前にご連絡ください。</p>
<h3>アーリーチェックイン</h3>
<p>空室状況により、13:00からチェックインいただけます。料金は1時間につき1,100円（税込）です。ご到着の前日までにお申し付けください。</p>
<h3>レイトチェックアウト</h3>
<p>空室状況により、15:00までご延長いただけます。料金は1時間につき1,100円（税込）で、15:00以降は1泊分の室料を申し受けます。ご出発当日の10:00までにフロントへお申し付けください。</p>
<h3>お荷物のお預かり</h3>
<p>ご到着日は07:00から、ご出発日はチェックアウト後22:00まで、フロントにて無料でお荷物をお預かりいたします。</p>
<h3>エクスプレスチェックアウト</h3>
<p>事前精算がお済みで、追加のご利用料金がない場合は、ロビー出口横のキー返却ボックスにカードキーを入れるだけでチェックアウトいただけます。ルームサービスなどをご利用の場合は、フロントにて精算をお願いいたします。</p>`,
    en: `<h2>Check-in and Check-out</h2>
<table>
<thead><tr><th>Item</th><th>Time</th></tr></thead>
<tbody>
<tr><td>Check-in</td><td>15:00–02:00 (next day)</td></tr>
<tr><td>Check-out</td><td>By 11:00</td></tr>
<tr><td>Front desk</td><td>07:00–23:00</td></tr>
</tbody>
</table>
<h3>Arriving after 23:00</h3>
<p>After the front desk closes, please check in at the self check-in machine in the lobby. If you need help, the intercom beside the machine will connect you to our night staff. If you expect to arrive after 02:00, please be sure to let us know in advance.</p>
<h3>Early check-in</h3>
<p>Subject to availability, you may check in from 13:00 for ¥1,100 per hour (tax included). Please ask us by the day before your arrival.</p>
<h3>Late check-out</h3>
<p>Subject to availability, you may extend your stay until 15:00 for ¥1,100 per hour (tax included). After 15:00, one night's room charge applies. Please let the front desk know by 10:00 on the day of departure.</p>
<h3>Luggage storage</h3>
<p>The front desk will keep your luggage free of charge from 07:00 on your day of arrival, and after check-out until 22:00 on your day of departure.</p>
<h3>Express check-out</h3>
<p>If you have paid in advance and have no additional charges, simply drop your key card into the key return box beside the lobby exit; there is no need to stop at the front desk. If you have used room service or other paid services, please settle your bill at the front desk.</p>`,
    zh: `<h2>入住及退房</h2>
<table>
<thead><tr><th>项目</th><th>时间</th></tr></thead>
<tbody>
<tr><td>入住</td><td>15:00–次日02:00</td></tr>
<tr><td>退房</td><td>11:00前</td></tr>
<tr><td>前台服务时间</td><td>07:00–23:00</td></tr>
</tbody>
</table>
<h3>23:00以后抵达</h3>
<p>前台服务时间结束后，请使用大堂的自助入住机办理手续。如需帮助，可通过机器旁的对讲机联系夜间值班人员。如预计在次日02:00以后抵达，请务必提前与我们联系。</p>
<h3>提前入住</h3>
<p>视空房情况，最早可于13:00办理入住，费用为每小时1,100日元（含税）。请于抵达前一天告知。</p>
<h3>延迟退房</h3>
<p>视空房情况，最晚可延长至15:00，费用为每小时1,100日元（含税）；15:00以后将收取一晚房费。请于离店当天10:00前告知前台。</p>
<h3>行李寄存</h3>
<p>抵达当天07:00起，以及离店当天退房后至22:00，前台可免费为您寄存行李。</p>
<h3>快速退房</h3>
<p>如您已提前结清费用且无其他消费，只需将房卡投入大堂出口旁的还卡箱即可完成退房，无需前往前台。如使用了客房送餐等付费服务，请到前台结账。</p>`,
    ko: `<h2>체크인·체크아웃</h2>
<table>
<thead><tr><th>항목</th><th>시간</th></tr></thead>
<tbody>
<tr><td>체크인</td><td>15:00~다음 날 02:00</td></tr>
<tr><td>체크아웃</td><td>11:00까지</td></tr>
<tr><td>프런트 운영 시간</td><td>07:00~23:00</td></tr>
</tbody>
</table>
<h3>23:00 이후에 도착하시는 경우</h3>
<p>프런트 운영 종료 후에는 로비의 셀프 체크인 기기에서 수속해 주십시오. 도움이 필요하시면 기기 옆 인터폰으로 야간 직원과 연결해 드립니다. 다음 날 02:00 이후에 도착하실 예정이라면 반드시 사전에 연락해 주십시오.</p>
<h3>얼리 체크인</h3>
<p>빈 객실 상황에 따라 13:00부터 체크인하실 수 있습니다. 요금은 1시간당 1,100엔(세금 포함)이며, 도착 전날까지 말씀해 주십시오.</p>
<h3>레이트 체크아웃</h3>
<p>빈 객실 상황에 따라 15:00까지 연장하실 수 있습니다. 요금은 1시간당 1,100엔(세금 포함)이며, 15:00 이후에는 1박 객실 요금이 부과됩니다. 출발 당일 10:00까지 프런트에 말씀해 주십시오.</p>
<h3>수하물 보관</h3>
<p>도착일에는 07:00부터, 출발일에는 체크아웃 후 22:00까지 프런트에서 짐을 무료로 보관해 드립니다.</p>
<h3>익스프레스 체크아웃</h3>
<p>사전 결제를 마치셨고 추가 이용 요금이 없는 경우, 로비 출구 옆 키 반납함에 카드키를 넣기만 하면 프런트에 들르지 않고 체크아웃하실 수 있습니다. 룸서비스 등 유료 서비스를 이용하신 경우에는 프런트에서 정산해 주십시오.</p>`,
  },
};

/** Access text shown under the map on the access page. */
export const demoAccessContent: LocalizedHtml = {
  ja: `<h3>浅草駅から</h3>
<p>東京メトロ銀座線・都営浅草線・東武スカイツリーライン「浅草駅」から徒歩約5分です。銀座線1番出口を出て雷門の前を通り、浅草寺方面へお進みください。</p>
<h3>東京駅から</h3>
<p>JR山手線で神田駅へ向かい、東京メトロ銀座線に乗り換えて浅草駅まで約25分です。タクシーでは約20分です。</p>
<h3>空港から</h3>
<ul>
<li><strong>羽田空港：</strong>京急線（都営浅草線直通）で浅草駅まで乗り換えなしで約45分</li>
<li><strong>成田空港：</strong>京成アクセス特急（都営浅草線直通）で浅草駅まで乗り換えなしで約60分</li>
</ul>
<h3>お車でお越しの場合</h3>
<p>専用駐車場はございません。徒歩約2分の提携駐車場（1泊2,000円・予約制・台数限定）をご利用いただけます。浅草寺周辺は道路が混雑しやすいため、公共交通機関でのご来館をおすすめいたします。</p>`,
  en: `<h3>From Asakusa Station</h3>
<p>About 5 minutes on foot from Asakusa Station on the Tokyo Metro Ginza Line, Toei Asakusa Line and Tobu Skytree Line. From Exit 1 of the Ginza Line, walk past Kaminarimon Gate and continue towards Senso-ji Temple.</p>
<h3>From Tokyo Station</h3>
<p>Take the JR Yamanote Line to Kanda and change to the Tokyo Metro Ginza Line for Asakusa (about 25 minutes in total). By taxi, the journey takes about 20 minutes.</p>
<h3>From the airports</h3>
<ul>
<li><strong>Haneda Airport:</strong> Keikyu Line trains running through onto the Toei Asakusa Line take you to Asakusa without changing (about 45 minutes).</li>
<li><strong>Narita Airport:</strong> the Keisei Access Express runs direct to Asakusa (about 60 minutes).</li>
</ul>
<h3>By car</h3>
<p>The hotel has no car park of its own. Spaces at a partner car park 2 minutes' walk away can be reserved for ¥2,000 per night (limited availability). As the streets around Senso-ji are often congested, we recommend public transport.</p>`,
  zh: `<h3>从浅草站出发</h3>
<p>从东京地铁银座线、都营浅草线、东武晴空塔线“浅草站”步行约5分钟。请从银座线1号出口出站，经过雷门前，朝浅草寺方向前行。</p>
<h3>从东京站出发</h3>
<p>乘坐JR山手线至神田站，换乘东京地铁银座线至浅草站，全程约25分钟。乘坐出租车约20分钟。</p>
<h3>从机场出发</h3>
<ul>
<li><strong>羽田机场：</strong>乘坐京急线（直通都营浅草线）无需换乘即可到达浅草站，约45分钟</li>
<li><strong>成田机场：</strong>乘坐京成Access特快（直通都营浅草线）无需换乘即可到达浅草站，约60分钟</li>
</ul>
<h3>自驾前往</h3>
<p>本酒店没有自有停车场，可预约使用步行约2分钟的合作停车场（每晚2,000日元，车位有限）。浅草寺周边道路经常拥堵，建议您乘坐公共交通工具前来。</p>`,
  ko: `<h3>아사쿠사역에서</h3>
<p>도쿄 메트로 긴자선·도에이 아사쿠사선·도부 스카이트리 라인 '아사쿠사역'에서 도보 약 5분입니다. 긴자선 1번 출구로 나와 가미나리몬 앞을 지나 센소지 방면으로 걸어오십시오.</p>
<h3>도쿄역에서</h3>
<p>JR 야마노테선으로 간다역까지 가신 후 도쿄 메트로 긴자선으로 갈아타시면 아사쿠사역까지 약 25분이 걸립니다. 택시로는 약 20분입니다.</p>
<h3>공항에서</h3>
<ul>
<li><strong>하네다 공항:</strong> 게이큐선(도에이 아사쿠사선 직통)으로 환승 없이 아사쿠사역까지 약 45분</li>
<li><strong>나리타 공항:</strong> 게이세이 액세스 특급(도에이 아사쿠사선 직통)으로 환승 없이 아사쿠사역까지 약 60분</li>
</ul>
<h3>자동차로 오시는 경우</h3>
<p>호텔 전용 주차장은 없으며, 도보 약 2분 거리의 제휴 주차장(1박 2,000엔, 예약제, 대수 한정)을 이용하실 수 있습니다. 센소지 주변은 도로가 혼잡하므로 대중교통 이용을 권장합니다.</p>`,
};

export const demoAddress: { ja: string; latin: string } = {
  ja: `〒111-0032 東京都台東区浅草2-14-5`,
  latin: `2-14-5 Asakusa, Taito-ku, Tokyo 111-0032, Japan`,
};

/** Information pages of the minimal second hotel (Business Inn Minato). */
export const minimalHotelInfoPages: Record<number, LocalizedHtml> = {
  // 10: Check-in/check-out only, in Japanese and English.
  10: {
    ja: `<h2>チェックイン・チェックアウト</h2>
<table>
<thead><tr><th>項目</th><th>時間</th></tr></thead>
<tbody>
<tr><td>チェックイン</td><td>16:00〜23:00</td></tr>
<tr><td>チェックアウト</td><td>10:00まで</td></tr>
</tbody>
</table>
<p>ビジネスイン港にお越しいただき、ありがとうございます。ご到着の際は、フロントにてご予約のお名前をお申し付けください。日本国内に住所をお持ちでないお客様は、旅券をご提示ください。</p>
<h3>23:00以降にご到着の場合</h3>
<p>チェックインは23:00までとなっております。到着が遅れる場合は、ご到着日当日に必ずホテルまでご連絡ください。ご連絡のないまま23:00を過ぎた場合は、ご予約を取り消させていただくことがございます。</p>
<h3>チェックアウト</h3>
<p>チェックアウトは10:00までにお願いいたします。事前精算がお済みのお客様は、フロントのキー返却ボックスにカードキーを入れるだけでお手続きが完了します。なお、レイトチェックアウトは承っておりません。</p>
<h3>お荷物のお預かり</h3>
<p>ご到着日とご出発日は、フロントにて無料でお荷物をお預かりいたします。</p>`,
    en: `<h2>Check-in and Check-out</h2>
<table>
<thead><tr><th>Item</th><th>Time</th></tr></thead>
<tbody>
<tr><td>Check-in</td><td>16:00–23:00</td></tr>
<tr><td>Check-out</td><td>By 10:00</td></tr>
</tbody>
</table>
<p>Thank you for staying at Business Inn Minato. On arrival, please give the name on your reservation at the front desk. Guests without an address in Japan are asked to show their passport.</p>
<h3>Arriving after 23:00</h3>
<p>Check-in closes at 23:00. If you expect to arrive later, please be sure to contact the hotel on the day of arrival. Reservations may be cancelled if you have not arrived by 23:00 and have not contacted us.</p>
<h3>Check-out</h3>
<p>Please check out by 10:00. If you have paid in advance, simply drop your key card into the key return box at the front desk. Please note that late check-out is not available.</p>
<h3>Luggage</h3>
<p>We are happy to keep your luggage at the front desk free of charge on your day of arrival and day of departure.</p>`,
    zh: null,
    ko: null,
  },
};
