/** A module PAYMENT_GATEWAY_MODULE must not accept: its adapter lacks findCharge (gatewayContract.test.ts). */
export default function createGateway() {
  return { registerCard: () => Promise.resolve({ status: 'rejected' }), charge: () => Promise.reject(new Error('no')) };
}
